import { staffCan } from '@russ/schema/staff/permissions';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Access } from '../../common/auth-checker.js';
import type { GraphQLContext } from '../../common/context.js';
import { listAuditEntries } from './audit.service.js';
import { AuditEntryPage, AuditFilter } from './audit.types.js';

/** The audit trail of staff changes, for the console's Hendelseslogg and each record's Historikk. */
@Resolver()
export class AuditResolver {
  @Access(staffCan('audit.read'))
  @Query(() => AuditEntryPage, { description: 'Staff (audit.read): staff changes, newest first, paged.' })
  auditEntries(
    @Ctx() { em }: GraphQLContext,
    @Arg('filter', () => AuditFilter, { nullable: true }) filter: AuditFilter | null,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0 }) offset: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 50 }) limit: number | null,
  ): Promise<AuditEntryPage> {
    return listAuditEntries(em, { ...filter, offset, limit });
  }
}
