// Templates and the user groups linked to them (spec 4.1 to 4.5).
import { newId, nowIso } from '../ids';
import type { Design } from '../templates/design';
import type { Db } from './database';

export interface TemplateRecord {
  id: string;
  accountId: string;
  name: string;
  description: string | null;
  dynamicFields: string[];
  design: Design;
  version: number;
  createdAt: string;
}

export interface GroupRecord {
  id: string;
  accountId: string;
  dynamicPassId: string;
}

interface TemplateRow {
  id: string;
  account_id: string;
  name: string;
  description: string | null;
  dynamic_fields: string;
  design: string;
  version: number;
  created_at: string;
}

interface GroupRow {
  id: string;
  account_id: string;
  dynamic_pass_id: string;
}

const toTemplate = (row: TemplateRow): TemplateRecord => ({
  id: row.id,
  accountId: row.account_id,
  name: row.name,
  description: row.description,
  dynamicFields: JSON.parse(row.dynamic_fields) as string[],
  design: JSON.parse(row.design) as Design,
  version: row.version,
  createdAt: row.created_at,
});

const toGroup = (row: GroupRow): GroupRecord => ({
  id: row.id,
  accountId: row.account_id,
  dynamicPassId: row.dynamic_pass_id,
});

export interface NewTemplate {
  accountId: string;
  name: string;
  description?: string | undefined;
  dynamicFields: string[];
  design: Design;
}

export class TemplateTable {
  private readonly byId;
  private readonly byAccount;
  private readonly groupById;

  constructor(private readonly db: Db) {
    this.byId = db.prepare<[string], TemplateRow>('SELECT * FROM templates WHERE id = ?');
    this.byAccount = db.prepare<[string], TemplateRow>(
      'SELECT * FROM templates WHERE account_id = ? ORDER BY rowid',
    );
    this.groupById = db.prepare<[string], GroupRow>('SELECT * FROM user_groups WHERE id = ?');
  }

  insert(template: NewTemplate): TemplateRecord {
    const id = newId();
    const now = nowIso();
    this.db
      .prepare(
        `INSERT INTO templates (id, account_id, name, description, dynamic_fields, design, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        template.accountId,
        template.name,
        template.description ?? null,
        JSON.stringify(template.dynamicFields),
        JSON.stringify(template.design),
        now,
        now,
      );
    return toTemplate(this.byId.get(id)!);
  }

  /** The template when it exists and belongs to the account; otherwise null (404 either way). */
  find(accountId: string, id: string): TemplateRecord | null {
    const row = this.byId.get(id);
    return row && row.account_id === accountId ? toTemplate(row) : null;
  }

  list(accountId: string): TemplateRecord[] {
    return this.byAccount.all(accountId).map(toTemplate);
  }

  /** Stores a changed template and bumps its version, which tells issued passes they are stale. */
  update(next: TemplateRecord): TemplateRecord {
    this.db
      .prepare(
        `UPDATE templates SET name = ?, description = ?, dynamic_fields = ?, design = ?,
           version = version + 1, updated_at = ? WHERE id = ?`,
      )
      .run(
        next.name,
        next.description,
        JSON.stringify(next.dynamicFields),
        JSON.stringify(next.design),
        nowIso(),
        next.id,
      );
    return toTemplate(this.byId.get(next.id)!);
  }

  insertGroup(accountId: string, dynamicPassId: string): GroupRecord {
    const id = newId();
    this.db
      .prepare(
        'INSERT INTO user_groups (id, account_id, dynamic_pass_id, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(id, accountId, dynamicPassId, nowIso());
    return { id, accountId, dynamicPassId };
  }

  /** Links an existing group to another template (loyalty create with `groupId`). */
  attachGroup(groupId: string, dynamicPassId: string): void {
    this.db
      .prepare('UPDATE user_groups SET dynamic_pass_id = ? WHERE id = ?')
      .run(dynamicPassId, groupId);
  }

  findGroup(accountId: string, groupId: string): GroupRecord | null {
    const row = this.groupById.get(groupId);
    return row && row.account_id === accountId ? toGroup(row) : null;
  }

  listGroups(accountId: string): GroupRecord[] {
    return this.db
      .prepare<[string], GroupRow>('SELECT * FROM user_groups WHERE account_id = ? ORDER BY rowid')
      .all(accountId)
      .map(toGroup);
  }

  groupsOf(dynamicPassId: string): GroupRecord[] {
    return this.db
      .prepare<[string], GroupRow>('SELECT * FROM user_groups WHERE dynamic_pass_id = ?')
      .all(dynamicPassId)
      .map(toGroup);
  }
}
