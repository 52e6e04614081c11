// Accounts, their API keys and credit balances (spec 4.8).
import { FREE_CREDITS_MAX, type CreditsResponse } from '@shared/api';
import { newId, nowIso } from '../ids';
import type { Db } from './database';

export interface AccountSeed {
  apiKey: string;
  freeCredits: number;
  premiumCredits: number;
}

export interface Account {
  id: string;
  apiKey: string;
  freeCredits: number;
  premiumCredits: number;
  everPremium: boolean;
}

interface AccountRow {
  id: string;
  api_key: string;
  free_credits: number;
  premium_credits: number;
  ever_premium: number;
  seed: string | null;
}

const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  apiKey: row.api_key,
  freeCredits: row.free_credits,
  premiumCredits: row.premium_credits,
  everPremium: row.ever_premium === 1,
});

export class AccountTable {
  private readonly byKey;
  private readonly byId;
  private readonly setCredits;

  constructor(private readonly db: Db) {
    this.byKey = db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE api_key = ?');
    this.byId = db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE id = ?');
    this.setCredits = db.prepare(
      'UPDATE accounts SET free_credits = ?, premium_credits = ?, ever_premium = ? WHERE id = ?',
    );
  }

  findByKey(apiKey: string): Account | null {
    const row = this.byKey.get(apiKey);
    return row ? toAccount(row) : null;
  }

  get(id: string): Account | null {
    const row = this.byId.get(id);
    return row ? toAccount(row) : null;
  }

  /**
   * Creates an account per seed, or applies a seed whose values changed since it was last
   * applied; re-running with the same seed keeps credits already spent.
   */
  upsert(seed: AccountSeed): Account {
    const fingerprint = JSON.stringify([seed.freeCredits, seed.premiumCredits]);
    const existing = this.byKey.get(seed.apiKey);
    const everPremium = seed.premiumCredits > 0 ? 1 : 0;
    const free = Math.min(seed.freeCredits, FREE_CREDITS_MAX);
    if (!existing) {
      this.db
        .prepare(
          `INSERT INTO accounts (id, api_key, free_credits, premium_credits, ever_premium, seed, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(newId(), seed.apiKey, free, seed.premiumCredits, everPremium, fingerprint, nowIso());
    } else if (existing.seed !== fingerprint) {
      this.db
        .prepare(
          `UPDATE accounts SET free_credits = ?, premium_credits = ?,
             ever_premium = MAX(ever_premium, ?), seed = ? WHERE id = ?`,
        )
        .run(free, seed.premiumCredits, everPremium, fingerprint, existing.id);
    }
    return toAccount(this.byKey.get(seed.apiKey)!);
  }

  /** Rule 4.8: free credits count only while the account has never had premium credits. */
  credits(account: Account): CreditsResponse {
    return {
      premiumCredits: account.premiumCredits,
      freeCredits: account.everPremium ? 0 : account.freeCredits,
    };
  }

  /** Spends one credit, premium first; false when none is left. */
  spendCredit(accountId: string): boolean {
    const account = this.get(accountId);
    if (!account) return false;
    if (account.premiumCredits > 0) {
      this.setCredits.run(account.freeCredits, account.premiumCredits - 1, 1, account.id);
      return true;
    }
    if (!account.everPremium && account.freeCredits > 0) {
      this.setCredits.run(account.freeCredits - 1, 0, 0, account.id);
      return true;
    }
    return false;
  }
}
