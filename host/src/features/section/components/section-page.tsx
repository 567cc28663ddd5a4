// /section/:id: a static page (about us, FAQs, terms, ...) whose HTML comes from the metadata link, sanitized.
import { useParams } from '@shop/shared/router';
import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '@shop/shared/page-meta';
import { useQuery } from '@shop/shared/query';
import { DEFAULT_STATIC_SECTION, STATIC_SECTIONS, staticSectionKey, type StaticSectionId } from '@shop/shared/routes';
import { Alert, Box, Button, CircularProgress, Container, Stack, Typography } from '@shop/shared/ui';
import { sectionPageQueryOptions } from '../api/get-section-page';

const toSectionId = (id: string | undefined): StaticSectionId =>
  id !== undefined && id in STATIC_SECTIONS ? (id as StaticSectionId) : DEFAULT_STATIC_SECTION;

export default function SectionPage() {
  const { id } = useParams();
  const section = toSectionId(id);
  const { t } = useTranslation('host');
  const page = useQuery(sectionPageQueryOptions(staticSectionKey(section)));
  const title = t(`section.titles.${section}`);
  usePageMeta({ title });

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {page.status === 'pending' && (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', minHeight: 200 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{t('section.loading')}</Typography>
        </Stack>
      )}
      {page.status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void page.refetch()}>
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
          lang={page.data.language}
          data-testid="section-content"
          sx={{ '& img': { maxWidth: '100%', height: 'auto' }, '& a': { color: 'primary.main' }, overflowWrap: 'anywhere' }}
          dangerouslySetInnerHTML={{ __html: page.data.html }}
        />
      )}
    </Container>
  );
}
