import type { ApiRequest } from './request';

export interface AddressSuggestion {
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
  fullAddress: string;
}

export async function lookupAddresses(request: ApiRequest, partialAddress: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const { addresses } = await request<{ addresses: AddressSuggestion[] }>('/service-address/api/v1/typeahead', {
    query: { partialAddress },
    ...(signal ? { signal } : {}),
  });
  return addresses;
}
