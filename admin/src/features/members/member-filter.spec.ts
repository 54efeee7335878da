import { describe, expect, it } from 'vitest';
import { memberFilterOf, membersCsvUrl } from './member-filter';

describe('member list filters', () => {
  it('leaves out empty filters and trims the rest', () => {
    expect(memberFilterOf({ search: '  Åse ', school: '', graduationYear: undefined, status: 'deactivated' })).toEqual({
      search: 'Åse',
      status: 'deactivated',
    });
  });

  it('downloads the list as filtered and sorted on screen', () => {
    expect(membersCsvUrl({}, null)).toBe('/api/admin/members.csv');
    expect(membersCsvUrl({ search: 'Ødegård & co', school: 'Oslo katedral' }, '-joinedAt')).toBe(
      '/api/admin/members.csv?search=%C3%98deg%C3%A5rd+%26+co&school=Oslo+katedral&sort=-joinedAt',
    );
  });
});
