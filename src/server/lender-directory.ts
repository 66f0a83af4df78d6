import type { FastifyRequest } from 'fastify';
import { buildLenderPackages, type SandboxLeads } from '../build/lender-packages';
import type { LenderConfig } from '../engine/lender/lender-package';

/** The lenders the server knows, read from lenders/ at start (a restart picks up a new folder). */
export class LenderDirectory {
  constructor(
    private readonly lenders: ReadonlyMap<string, LenderConfig>,
    readonly defaultOrgCode: string,
    private readonly sandboxLeads: ReadonlyMap<string, SandboxLeads> = new Map(),
  ) {}

  static async load(root?: string): Promise<LenderDirectory> {
    const built = await buildLenderPackages(root);
    const lenders = new Map([...built.packages].map(([org, pkg]) => [org, pkg.lender]));
    return new LenderDirectory(lenders, built.index.defaultOrgCode, built.sandboxLeads);
  }

  /** A lender's sandbox lead records (offer codes, affiliate prepopulation, referrals); empty when it has none. */
  leads(orgCode: string): SandboxLeads {
    return this.sandboxLeads.get(orgCode) ?? {};
  }

  all(): LenderConfig[] {
    return [...this.lenders.values()];
  }

  get(orgCode: string | undefined | null): LenderConfig | undefined {
    return orgCode ? this.lenders.get(orgCode.toUpperCase()) : undefined;
  }

  /** The app sends its organisation code on every call (x-org header, or organization/org query). */
  forRequest(request: FastifyRequest): LenderConfig {
    const query = request.query as Record<string, unknown> | undefined;
    const candidates = [request.headers['x-org'], query?.organization, query?.org, query?.orgCode];
    for (const given of candidates) {
      // A repeated parameter or header counts by its first value, as the browser reads a query.
      const candidate: unknown = Array.isArray(given) ? given[0] : given;
      const lender = typeof candidate === 'string' ? this.get(candidate) : undefined;
      if (lender) return lender;
    }
    return this.lenders.get(this.defaultOrgCode)!;
  }
}
