// The route table: which screen and page a hash path shows, and that the links the screens build
// lead back to the page they mean.
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../src/renderer/app/paths';
import { pageOf, routeOf, routes } from '../../../src/renderer/app/routes';

const at = (hash: string) => {
  const [path = '', search = ''] = hash.split('?');
  return pageOf({ path, query: new URLSearchParams(search) });
};

describe('the screen of a path', () => {
  it('is named by the first part, below it or not', () => {
    expect(routeOf('/queue').id).toBe('queue');
    expect(routeOf('queue').id).toBe('queue');
    expect(routeOf('/templates/draft/7').id).toBe('templates');
    expect(routeOf('/settings/anything').id).toBe('settings');
  });

  it('is the counter for an empty or unknown path', () => {
    expect(routeOf('').id).toBe('counter');
    expect(routeOf('/').id).toBe('counter');
    expect(routeOf('/nowhere').id).toBe('counter');
  });
});

describe('the page of a path', () => {
  it('opens the draft a link names, its id decoded once', () => {
    const { route, page } = at(PATHS.editDraft('draft 7/b'));
    expect(route.id).toBe('templates');
    expect(page.props).toEqual({ draftId: 'draft 7/b' });
  });

  it('opens the loyalty wizard, new or as a copy', () => {
    expect(at(PATHS.newLoyalty).page.props).toEqual({ copyOf: null });
    const copy = at(PATHS.copyLoyalty('pass&1'));
    expect(copy.route.id).toBe('templates');
    expect(copy.page.props).toEqual({ copyOf: 'pass&1' });
    expect(copy.page.key).toBe('pass&1');
  });

  it("opens a member's page below the members list, their id decoded once", () => {
    const { route, page } = at(PATHS.member('local:a/b c'));
    expect(route.id).toBe('members');
    expect(route.least).toBeUndefined();
    expect(page.props).toEqual({ customerId: 'local:a/b c' });
    expect(at(PATHS.members).page.type).toBe(routes.find((r) => r.id === 'members')!.Screen);
  });

  it('opens the import page below the members list, not a member called "import"', () => {
    const { route, page } = at(PATHS.importMembers);
    expect(route.id).toBe('members');
    expect(page.props).not.toHaveProperty('customerId');
  });

  it('shows the screen itself on its own path and on paths below it that no page matches', () => {
    const templates = routes.find((r) => r.id === 'templates')!;
    expect(at(PATHS.templates).page.type).toBe(templates.Screen);
    expect(at('/templates/draft').page.type).toBe(templates.Screen);
    expect(at('/archive').page.type).toBe(routes.find((r) => r.id === 'archive')!.Screen);
  });
});
