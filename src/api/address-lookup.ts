import type { Address } from '@/engine/address';
import type { ApiRequest } from './request';

export interface AddressSuggestion extends Address {
  fullAddress: string;
}

export async function lookupAddresses(request: ApiRequest, partialAddress: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const { addresses } = await request<{ addresses: AddressSuggestion[] }>('/service-address/api/v1/typeahead', {
    query: { partialAddress },
    ...(signal ? { signal } : {}),
  });
  return addresses;
}
