// Who is an additional signer (spec 001 §4) and which signer page their progress calls for.

export interface SignerIdentity {
  uuid: string;
  type?: string | undefined;
}

export interface SignerApplication {
  additionalSignerVersion?: unknown;
  helocSigners?: unknown;
  /** The other owners the primary borrower named; an accepted invitation records the identity. */
  coDeeders?: unknown;
  [field: string]: unknown;
}

const listed = (list: unknown, identityUuid: string) =>
  Array.isArray(list) && list.some((entry) => (entry as { identityUuid?: unknown } | null)?.identityUuid === identityUuid);

/** The v1 half of the spec's rule: the application's additionalSignerVersion is 'v1' and lists the identity in helocSigners. */
export const isHelocSignerOf = (identity: SignerIdentity, application?: SignerApplication): boolean =>
  application?.additionalSignerVersion === 'v1' && listed(application.helocSigners, identity.uuid);

/**
 * The spec's rule: identity type CO_DEEDER, or, when the application's additionalSignerVersion is
 * 'v1', an identity listed in its helocSigners.
 */
export function isAdditionalSigner(identity: SignerIdentity, application?: SignerApplication): boolean {
  return identity.type === 'CO_DEEDER' || isHelocSignerOf(identity, application);
}

/**
 * Whether the identity signs for this application: an additional signer by the spec's rule who is
 * also on this application (a co-deeder whose invitation they accepted, or a v1 heloc signer).
 * Being a co-deeder somewhere gives no access to anyone else's application.
 */
export function isSignerOf(identity: SignerIdentity, application: SignerApplication): boolean {
  if (!isAdditionalSigner(identity, application)) return false;
  return listed(application.coDeeders, identity.uuid) || isHelocSignerOf(identity, application);
}

export interface SignerProgress {
  applicationCancelled: boolean;
  idUploaded: boolean;
  signed: boolean;
}

export type SignerPage = 'cancelled' | 'intro' | 'sign' | 'documents';

/** The page a signer is sent to after login: the start, signing once the ID is in, then what they signed. */
export function signerPage(progress: SignerProgress): SignerPage {
  if (progress.applicationCancelled) return 'cancelled';
  if (progress.signed) return 'documents';
  return progress.idUploaded ? 'sign' : 'intro';
}

/**
 * The page to show a signed-in signer who asked for `requested` (relative to heloc-signer/): their
 * document requests are always open; otherwise a step is shown only once its turn has come, and
 * steps already done lead on to what they signed.
 */
export function signerPageFor(requested: string, progress: SignerProgress): string {
  if (progress.applicationCancelled) return 'cancelled';
  if (requested === 'conditions' || requested.startsWith('conditions/')) return requested;
  if (progress.signed) return 'documents';
  if (requested === 'intro' || requested === 'identity') return requested;
  if (requested === 'sign') return progress.idUploaded ? 'sign' : 'identity';
  return signerPage(progress);
}
