// Messages of sessions, guests, phone login (OTP) and customer data (es default, en).
export const es = {
  'error.auth.sessionRequired': 'Inicia sesión para continuar.',
  'error.auth.customerRequired': 'Esta acción requiere una cuenta verificada. Inicia sesión con tu número de celular.',
  'error.auth.forbidden': 'No tienes permiso para acceder a este recurso.',
} as const;

export const en: Record<keyof typeof es, string> = {
  'error.auth.sessionRequired': 'Please sign in to continue.',
  'error.auth.customerRequired': 'This needs a verified account. Please sign in with your mobile number.',
  'error.auth.forbidden': 'You are not allowed to access this resource.',
};
