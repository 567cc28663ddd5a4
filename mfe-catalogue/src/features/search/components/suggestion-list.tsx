// The search box's listbox: product suggestions (image, name, category) or plain keyword suggestions.
import { useEffect, useRef } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { Box, Paper, SearchIcon, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import type { Suggestion } from '../api/quick-search';

export interface SuggestionListProps {
  id: string;
  suggestions: Suggestion[];
  /** Index of the highlighted option (aria-activedescendant of the box), -1 for none. */
  active: number;
  onChoose: (suggestion: Suggestion) => void;
}

const keyOf = (s: Suggestion): string => (s.kind === 'product' ? `p${s.product.productId}` : `k${s.keyword}`);

export function SuggestionList({ id, suggestions, active, onChoose }: SuggestionListProps) {
  const { t } = useTranslation(NAMESPACE);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    // Keeps the highlighted option in view while the arrow keys move through a long list.
    const option = active >= 0 ? list.current?.querySelector(`[id="${id}-${active}"]`) : null;
    if (option && 'scrollIntoView' in option) (option as HTMLElement).scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  return (
    <Paper
      elevation={8}
      sx={{ position: 'absolute', top: 'calc(100% + 4px)', left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1, maxHeight: '60vh', overflowY: 'auto', borderRadius: 2 }}
    >
      <Box component="ul" ref={list} id={id} role="listbox" aria-label={t('search.suggestions')} sx={{ listStyle: 'none', m: 0, p: 0.5 }}>
        {suggestions.map((s, i) => (
          <Box
            component="li"
            key={keyOf(s)}
            id={`${id}-${i}`}
            role="option"
            aria-selected={i === active}
            // Keeps the focus in the box (and the list open) until the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onChoose(s)}
            sx={{
              display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, py: 1, borderRadius: 1, cursor: 'pointer',
              outline: i === active ? '2px solid' : 'none', outlineColor: 'primary.main', outlineOffset: -2,
              bgcolor: i === active ? 'action.selected' : 'transparent',
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            {s.kind === 'product' ? (
              <>
                <Box
                  component="img"
                  src={s.product.imageUrl ?? undefined}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  sx={{ width: 40, height: 40, objectFit: 'contain', flexShrink: 0, bgcolor: 'action.hover', borderRadius: 1 }}
                />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                    {s.product.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" noWrap component="p">
                    {s.product.categoryName}
                  </Typography>
                </Box>
              </>
            ) : (
              <>
                <SearchIcon fontSize="small" color="action" aria-hidden />
                <Typography variant="body2">{s.keyword}</Typography>
              </>
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
