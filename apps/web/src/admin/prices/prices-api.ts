// The bulk price calls: a preview (nothing changes), its apply with the preview's token, and the
// undo of an applied edit by its audit row. Each answer also refreshes what the items pages show.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BulkPriceApply,
  BulkPricePreview,
  BulkPriceRequest,
  PriceChangeResult,
} from '@shop/domain';
import { consoleRequest } from '../lib/console-http';

export const pricesApi = {
  preview: (body: BulkPriceRequest) =>
    consoleRequest<BulkPricePreview>({
      method: 'POST',
      path: '/api/admin/bulk-price/preview',
      body,
    }),
  apply: (body: BulkPriceApply) =>
    consoleRequest<PriceChangeResult>({
      method: 'POST',
      path: '/api/admin/bulk-price/apply',
      body,
    }),
  undo: (auditId: string) =>
    consoleRequest<PriceChangeResult>({
      method: 'POST',
      path: `/api/admin/audit/${encodeURIComponent(auditId)}/undo`,
    }),
};

export function useBulkPreview() {
  return useMutation({ mutationFn: pricesApi.preview });
}

/** After a change of prices the items' pages and the audit log read anew. */
function useCatalogChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['console', 'items'] });
    void client.invalidateQueries({ queryKey: ['console', 'audit'] });
  };
}

export function useBulkApply() {
  const changed = useCatalogChanged();
  return useMutation({ mutationFn: pricesApi.apply, onSuccess: changed });
}

export function useBulkUndo() {
  const changed = useCatalogChanged();
  return useMutation({ mutationFn: pricesApi.undo, onSuccess: changed });
}
