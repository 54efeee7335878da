import { createUnionType, Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ValidationError } from '../../graphql/common.types.js';

@ObjectType({ description: 'One uploaded version of a design.' })
export class DesignFileVersion {
  @Field(() => ID) id!: number;
  @Field(() => Int) version!: number;
  @Field({ description: 'The newest version, shown on the design card.' }) isLatest!: boolean;
  @Field() fileName!: string;
  @Field({ description: 'image/png, image/jpeg, image/svg+xml or application/pdf (decided from the content).' })
  mimeType!: string;
  @Field(() => Int, { description: 'Bytes.' }) fileSize!: number;
  @Field(() => GraphQLISODateTime) uploadedAt!: Date;
  @Field({ description: 'Where the file is read (owner and staff only). Add ?download=1 to save it.' }) url!: string;
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
  /** Resolved by DesignResolver.files (loaded with one design, read on demand in a list). */
  files?: DesignFileVersion[];
}

@InputType({ description: "A design's name and description (a new version is uploaded with REST)." })
export class UpdateDesignInput {
  @Field() name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
}

const designOrValidationError = (name: string) =>
  createUnionType({
    name,
    types: () => [DesignType, ValidationError] as const,
    resolveType: (value) => ('fieldErrors' in value ? ValidationError : DesignType),
  });

export const UpdateDesignResult = designOrValidationError('UpdateDesignResult');
export const SubmitDesignForReviewResult = designOrValidationError('SubmitDesignForReviewResult');
