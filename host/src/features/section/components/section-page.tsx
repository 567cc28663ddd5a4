// /section/:id: a static page (about us, FAQs, terms, ...) whose HTML comes from the metadata link, sanitized.
import { useParams } from '@shop/shared/router';
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { DEFAULT_STATIC_SECTION, STATIC_SECTIONS, staticSectionKey, type StaticSectionId } from '@shop/shared/routes';
import { useSession } from '@shop/shared/session';
import { Alert, Box, Button, CircularProgress, Container, Stack, Typography } from '@shop/shared/ui';
import { useAsync } from '../../../hooks/use-async';
import { getMetadataHtml } from '../../../lib/metadata';

const toSectionId = (id: string | undefined): StaticSectionId =>
  id !== undefined && id in STATIC_SECTIONS ? (id as StaticSectionId) : DEFAULT_STATIC_SECTION;

/** The page HTML comes from a link an operator configures: never trust it (no scripts, no handlers). */
async function loadSafeHtml(country: string, key: string, language: string, signal: AbortSignal): Promise<string> {
  // DOMPurify is loaded only by this page, not by the first screen.
  const [{ default: DOMPurify }, html] = await Promise.all([import('dompurify'), getMetadataHtml(country, key, language, signal)]);
  const fragment = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'], RETURN_DOM_FRAGMENT: true });
  return withOneHeading(fragment);
}

/**
 * The page shows its own h1 (also while loading or failing), so the document's leading h1 — its title —
 * would repeat it: drop it, and demote any other h1 so the page keeps one top-level heading.
 */
function withOneHeading(fragment: DocumentFragment): string {
  const first = fragment.firstElementChild;
  if (first?.tagName === 'H1') first.remove();
  for (const h1 of Array.from(fragment.querySelectorAll('h1'))) {
    const h2 = document.createElement('h2');
    h2.append(...Array.from(h1.childNodes));
    h1.replaceWith(h2);
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

export default function SectionPage() {
  const { id } = useParams();
  const section = toSectionId(id);
  const { t, i18n } = useTranslation('host');
  const country = useSession((s) => s.country);
  const language = i18n.language;
  const key = staticSectionKey(section);
  const page = useAsync((signal) => loadSafeHtml(country, key, language, signal), [country, key, language]);
  const title = t(`section.titles.${section}`);
  usePageMeta({ title });

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {page.status === 'loading' && (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', minHeight: 200 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{t('section.loading')}</Typography>
        </Stack>
      )}
      {page.status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={page.reload}>
              {t('section.retry')}
            </Button>
          }
        >
          {t('section.error')}
        </Alert>
      )}
      {page.status === 'success' && (
        <Box
          component="article"
          lang={language}
          data-testid="section-content"
          sx={{ '& img': { maxWidth: '100%', height: 'auto' }, '& a': { color: 'primary.main' }, overflowWrap: 'anywhere' }}
          dangerouslySetInnerHTML={{ __html: page.data }}
        />
      )}
    </Container>
  );
}
