// moment ships no types for its locale files; they are side-effect imports that register a locale.
declare module 'moment/locale/es';
