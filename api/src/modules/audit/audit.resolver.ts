import { staffCan } from '@russ/schema/staff/permissions';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { ListSort } from '../../common/list-page.types.js';
import { listAuditEntries } from './audit.service.js';
import { StaffAuditEntryFilter, StaffAuditEntryPage } from './audit.types.js';

/** The audit trail of staff changes, for the console's Hendelseslogg and each record's Historikk. */
@Resolver()
export class AuditResolver {
  @Access(staffCan('audit.read'))
  @Query(() => StaffAuditEntryPage, {
    description:
      "Staff (audit.read): staff changes, newest first; 'Søk' (search) in the staff username, the action, the record's id or before/after; sort at, staffUsername, action or entityType; at most 200 a page.",
  })
  staffAuditEntries(
    @Ctx() { em }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('filter', () => StaffAuditEntryFilter, { nullable: true }) filter: StaffAuditEntryFilter | null,
    @Arg('sort', () => ListSort, { nullable: true }) sort: ListSort | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number | null,
  ): Promise<StaffAuditEntryPage> {
    return listAuditEntries(em, { ...filter, search, sort, offset, limit });
  }
}
