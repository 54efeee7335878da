import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ListPageOf } from '../../common/list-page.types.js';

@ObjectType({ description: 'One uploaded version of a design.' })
export class DesignFileVersion {
  @Field(() => ID) id!: number;
  /** The design the version belongs to (REST answers carry it). Not a GraphQL field. */
  designId!: number;
  @Field(() => Int) version!: number;
  @Field({ description: 'The newest version, shown on the design card.' }) isLatest!: boolean;
  @Field() fileName!: string;
  @Field({ description: 'image/png, image/jpeg, image/svg+xml or application/pdf (decided from the content).' })
  mimeType!: string;
  @Field(() => Int, { description: 'Bytes.' }) fileSize!: number;
  @Field(() => GraphQLISODateTime) uploadedAt!: Date;
  @Field({ description: 'Where the file is read (owner and staff only). Add ?download=1 to save it.' }) url!: string;
  @Field({ description: "The shop's proof (`Last opp korrektur`), not the customer's own upload." }) isProof!: boolean;
  @Field(() => String, { nullable: true, description: "'Melding til kunden' with a proof." })
  proofMessage!: string | null;
}

@ObjectType('Design', {
  description:
    "A customer's design: one type for the customer area's list (customerArea.designs) and one design with every uploaded version.",
})
export class DesignType {
  @Field(() => ID) id!: number;
  @Field(() => Int, { nullable: true }) groupId!: number | null;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field({ description: 'draft, pending, approved, rejected or in_production.' }) status!: string;
  @Field(() => String, { nullable: true, description: 'Notes from staff.' }) notes!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) approvedAt!: Date | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
  @Field(() => DesignFileVersion, { nullable: true }) latestFile!: DesignFileVersion | null;
  @Field(() => String, { nullable: true, description: "The customer's `Be om endringer` note on the latest proof." })
  changeRequest!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) changeRequestedAt!: Date | null;
  @Field({ description: 'The customer may answer the latest proof now (`Godkjenn korrektur`, `Be om endringer`).' })
  canAnswerProof!: boolean;
  /** Resolved by DesignResolver.files (loaded with one design, read on demand in a list). */
  files?: DesignFileVersion[];
}

@InputType({ description: "A design's name and description (a new version is uploaded with REST)." })
export class UpdateDesignInput {
  @Field() name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
}

@InputType({ description: '`Be om endringer`: what the customer wants changed in the proof.' })
export class RequestDesignChangesInput {
  @Field() note!: string;
}

// ---------------------------------------------------------------------------------------------------------
// Staff (admin §6)

@ObjectType({ description: 'One version of a design as staff see it: who uploaded it.' })
export class StaffDesignFile extends DesignFileVersion {
  @Field({ description: "'customer' or 'staff' (the shop's proof)." }) uploadedBy!: string;
  @Field(() => String, { nullable: true, description: 'The staff user who uploaded a proof.' })
  uploadedByStaff!: string | null;
}

@ObjectType({
  description: 'A design as staff see it (admin §6): the customer, the group, every version, the actions.',
})
export class StaffDesign {
  @Field(() => ID) id!: number;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field({ description: 'draft, pending, approved, rejected or in_production.' }) status!: string;
  @Field(() => String, { nullable: true, description: "Staff's notes to the customer (the reason for `Avvis`)." })
  notes!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) approvedAt!: Date | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
  @Field() memberEmail!: string;
  @Field(() => String, { nullable: true }) customerName!: string | null;
  @Field(() => Int, { nullable: true }) groupId!: number | null;
  @Field(() => String, { nullable: true }) groupName!: string | null;
  @Field(() => String, { nullable: true }) changeRequest!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) changeRequestedAt!: Date | null;
  @Field(() => [StaffDesignFile], { description: 'Newest first.' }) files!: StaffDesignFile[];
  @Field(() => [String], { description: 'uploadProof, approve, reject, setInProduction: what the status allows.' })
  actions!: string[];
  // The REST answer of `Last opp korrektur` also carries these (the customer's read of the design); not GraphQL fields.
  latestFile!: DesignFileVersion | null;
  canAnswerProof!: boolean;
  versionCount!: number;
}

@ObjectType({ description: "A row of the console's design list." })
export class StaffDesignRow {
  @Field(() => ID) id!: number;
  @Field() name!: string;
  @Field() status!: string;
  @Field() memberEmail!: string;
  @Field(() => String, { nullable: true }) customerName!: string | null;
  @Field(() => Int, { nullable: true }) groupId!: number | null;
  @Field(() => String, { nullable: true }) groupName!: string | null;
  @Field(() => Int, { nullable: true }) latestVersion!: number | null;
  @Field({ description: "The newest version is the shop's proof." }) latestIsProof!: boolean;
  @Field({ description: 'The customer asked for changes to the latest proof.' }) changeRequested!: boolean;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@ObjectType()
export class StaffDesignPage extends ListPageOf(StaffDesignRow) {}

@InputType({ description: "`Avvis`: 'Begrunnelse' (required; shown to the customer as the design's notes)." })
export class RejectDesignInput {
  @Field() reason!: string;
}

@ObjectType({ description: 'The design was moved; the customer has been mailed.' })
export class DesignReviewed {
  @Field(() => StaffDesign) design!: StaffDesign;

  constructor(design: StaffDesign) {
    this.design = design;
  }
}

@InputType({ description: 'Filters of the console design list.' })
export class StaffDesignFilter {
  @Field(() => String, { nullable: true, description: 'draft, pending, approved, rejected or in_production.' })
  status?: string | null;
}
