// The government IDs an additional signer may upload: the spec's front-of-ID document types.
export const SIGNER_ID_TYPES = ['DRIVERSLICENSEFRONT', 'IDCARDFRONT', 'PASSPORTFRONT', 'PERMANENTRESIDENTFRONT'] as const;

export type SignerIdType = (typeof SIGNER_ID_TYPES)[number];

export const isSignerIdType = (value: unknown): value is SignerIdType => SIGNER_ID_TYPES.includes(value as SignerIdType);
