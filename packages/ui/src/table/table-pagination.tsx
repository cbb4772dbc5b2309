import {
  ButtonGroup,
  Flex,
  HStack,
  IconButton,
  NativeSelect,
  Pagination,
  chakra,
  useRecipe,
} from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { numericCellRecipe } from '../theme/numeric-cell-recipe.ts';
import { pageRange, pageSizeOptions } from './paging.ts';

export interface TablePaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
}

/**
 * The footer of every paged table: "1–10 of 23", the page size and the page buttons, with numbers written the
 * current language's way. It holds no state: the screen owns the page and size and fetches on `onPageChange`.
 */
export function TablePagination({
  page,
  pageSize,
  totalCount,
  onPageChange,
  onPageSizeChange,
}: TablePaginationProps) {
  const { t, i18n } = useTranslation('common');
  const sizeId = useId();
  const numbers = new Intl.NumberFormat(i18n.language);
  const { from, to } = pageRange(page, pageSize, totalCount);
  const numeric = useRecipe({ recipe: numericCellRecipe });
  return (
    <Flex align="center" justify="space-between" gap="4" wrap="wrap" paddingBlock="3">
      <chakra.span css={numeric({ tone: 'muted' })} fontSize="sm">
        {t('pagination.summary', {
          from: numbers.format(from),
          to: numbers.format(to),
          total: numbers.format(totalCount),
        })}
      </chakra.span>
      <HStack gap="4" wrap="wrap">
        {onPageSizeChange && (
          <HStack gap="2">
            <chakra.label htmlFor={sizeId} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              {t('pagination.pageSize')}
            </chakra.label>
            <NativeSelect.Root size="sm" width="20">
              <NativeSelect.Field
                id={sizeId}
                value={String(pageSize)}
                onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
              >
                {pageSizeOptions.map((size) => (
                  <option key={size} value={size}>
                    {numbers.format(size)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        )}
        <Pagination.Root
          count={totalCount}
          pageSize={pageSize}
          page={page}
          onPageChange={(details) => onPageChange(details.page)}
          translations={{
            rootLabel: t('pagination.label'),
            prevTriggerLabel: t('pagination.previous'),
            nextTriggerLabel: t('pagination.next'),
            // The same digits as the button shows ("1,235"), or the spoken name would not match the visible one.
            itemLabel: (details) => t('pagination.page', { page: numbers.format(details.page) }),
          }}
        >
          <ButtonGroup variant="ghost" size="sm" attached={false}>
            <Pagination.PrevTrigger asChild>
              <IconButton>‹</IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(item) => (
                <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>
                  {numbers.format(item.value)}
                </IconButton>
              )}
            />
            <Pagination.NextTrigger asChild>
              <IconButton>›</IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      </HStack>
    </Flex>
  );
}
