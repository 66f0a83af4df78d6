// The shapes the conditions and wallet services answer (spec 001 §3).

/** A document request on an application. */
export interface Condition {
  uuid: string;
  categoryEnum: string;
  /** ISO date-time. */
  created: string;
  notes?: string;
  commentsToBorrower?: string;
  requestDocuments?: unknown[];
  actionNeeded: boolean;
  xtraData?: { numDocsRequired?: number };
}

export interface WalletNotificationCta {
  title: string;
  redirectPath: string;
}

/** A message from the wallet service; status UNREAD until the person reads it. */
export interface WalletNotification {
  uuid: string;
  /** ISO date-time. */
  created: string;
  title: string;
  description: string;
  status: string;
  ctas: WalletNotificationCta[];
  walletAddress?: string;
}
