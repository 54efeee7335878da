import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { useSearchParams } from 'react-router-dom';
import { COORDINATOR_RIGHTS, formatMaxMembers } from '@russ/schema/groups/group-status';
import { colourLabel } from '@russ/schema/catalog/colours';
import { formatDateNb } from '@russ/schema/common/dates';
import { normaliseInviteCode } from '@russ/schema/groups/group-rules';
import { SelectField } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { useToast } from '@/components/ui/toast';
import {
  GroupSizeLineFragment,
  useCreateGroup,
  useMyGroups,
  useRespondToInvitation,
} from '@/features/dashboard-groups/api/groups';
import { Fact } from '@/components/ui/fact';
import { GroupAdminPanel } from './group-admin-panel';
import { GroupStatusBadge, LockedBadge, MemberStatusBadge } from './group-badges';
import { GroupForm } from './group-form';
import { JoinGroupForm } from './join-group-form';
import { SizeSubmissionForm, type SizeSubmissionForm_GroupSizeSubmissionFragment } from './size-submission-form';
import { FormAlert } from './form-alert';
import styles from './groups.module.css';

/**
 * The groups tab of the customer dashboard (customer-area §2): create a group; the groups the customer
 * coordinates, with administrator rights; the groups they are a member of and their size submissions (each
 * only when there are any); group actions: join with an invite code (prefilled from `?join=<code>`) and
 * submit sizes.
 */
export default function GroupsTab() {
  const [searchParams] = useSearchParams();
  const joinCode = normaliseInviteCode(searchParams.get('join') ?? '').slice(0, 64);
  const { data, loading, error, refetch } = useMyGroups();
  const [creating, setCreating] = useState(false);
  const [adminOpen, setAdminOpen] = useState<string | null>(null);
  const [sizesOpen, setSizesOpen] = useState<string | null>(null);
  const [createGroup, saving] = useCreateGroup();
  const { toast } = useToast();

  const groups = data?.myGroups;
  if (!groups) {
    if (loading) {
      return (
        <div role="status" aria-live="polite" className="muted">
          Laster grupper...
        </div>
      );
    }
    return (
      <div className={`card ${styles.empty}`}>
        <p className={styles.alert} role="alert">
          Kunne ikke laste gruppene. {error ? 'Prøv igjen senere.' : ''}
        </p>
        <button type="button" className="btn btn-outline" onClick={() => void refetch()}>
          Prøv igjen
        </button>
      </div>
    );
  }

  const submissionFor = (groupId: string) => groups.submissions.find((s) => String(s.groupId) === groupId) ?? null;
  const canSubmit = [...groups.coordinated, ...groups.memberOf.filter((group) => group.myStatus === 'accepted')].filter(
    (group) => !group.submissionsLocked,
  );

  const openSizes = (groupId: string) => {
    setSizesOpen(groupId);
    requestAnimationFrame(() => document.getElementById(`sizes-${groupId}`)?.scrollIntoView({ block: 'nearest' }));
  };

  return (
    <div className={styles.tab}>
      <div className={`section-head ${styles.head}`}>
        <div>
          <h2>Grupper</h2>
          <p className={`muted ${styles.flush}`}>
            Samle klassen eller russegruppa, inviter medlemmer og samle inn størrelser til en felles bestilling.
          </p>
        </div>
        {!creating ? (
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            Opprett gruppe
          </button>
        ) : null}
      </div>

      {creating ? (
        <section className="card" aria-labelledby="create-group-heading">
          <h3 id="create-group-heading">Ny gruppe</h3>
          <GroupForm
            mode="create"
            busy={saving}
            onCancel={() => setCreating(false)}
            onSubmit={async (payload) => {
              const { status: _status, ...input } = payload;
              const outcome = await createGroup(input);
              if (outcome.status === 'ok') {
                toast({
                  title: `Gruppen ${outcome.value.name} er opprettet`,
                  description: 'Del invitasjonskoden med gruppa.',
                });
                setCreating(false);
                setAdminOpen(outcome.value.id);
              }
              return outcome;
            }}
          />
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="coordinated-heading">
        <div className={styles.sectionHead}>
          <h3 id="coordinated-heading">Grupper jeg administrerer</h3>
          <p className={`muted ${styles.flush}`}>Som koordinator har du administratorrettigheter:</p>
          <ul className={styles.rights}>
            {COORDINATOR_RIGHTS.map((right) => (
              <li key={right} className={styles.right}>
                <Icon name="check" size={14} />
                {right}
              </li>
            ))}
          </ul>
        </div>
        {groups.coordinated.length === 0 ? (
          <div className={`card ${styles.empty}`}>
            <p className={styles.flush}>Du administrerer ingen grupper ennå.</p>
            {!creating ? (
              <button type="button" className="btn btn-outline" onClick={() => setCreating(true)}>
                Opprett gruppe
              </button>
            ) : null}
          </div>
        ) : (
          <div className={styles.list}>
            {groups.coordinated.map((group) => (
              <CoordinatedGroupCard
                key={group.id}
                group={group}
                adminOpen={adminOpen === group.id}
                onToggleAdmin={() => setAdminOpen((open) => (open === group.id ? null : group.id))}
              />
            ))}
          </div>
        )}
      </section>

      {groups.memberOf.length > 0 ? (
        <section className={styles.section} aria-labelledby="member-of-heading">
          <h3 id="member-of-heading">Grupper jeg er medlem av</h3>
          <div className={styles.list}>
            {groups.memberOf.map((group) => (
              <MemberGroupCard
                key={group.id}
                group={group}
                submission={submissionFor(group.id)}
                sizesOpen={sizesOpen === group.id}
                onToggleSizes={() => setSizesOpen((open) => (open === group.id ? null : group.id))}
              />
            ))}
          </div>
        </section>
      ) : null}

      {groups.submissions.length > 0 ? (
        <section className={styles.section} aria-labelledby="submissions-heading">
          <h3 id="submissions-heading">Mine størrelsesinnsendinger</h3>
          <ul className={`${styles.submissionList}`}>
            {groups.submissions.map((submission) => (
              <li className="card" key={submission.id}>
                <SubmissionSummary submission={submission} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={`card ${styles.section}`} aria-labelledby="actions-heading">
        <h3 id="actions-heading">Gruppehandlinger</h3>
        <div>
          <h4 className={styles.subheading}>Bli med i en gruppe</h4>
          <JoinGroupForm key={joinCode} initialCode={joinCode} onJoined={() => undefined} />
        </div>
        <div>
          <h4 className={styles.subheading}>Send inn størrelser</h4>
          {canSubmit.length === 0 ? (
            <p className={`muted ${styles.flush}`}>
              Når du er med i en gruppe med åpen innsending, sender du inn størrelsene dine her.
            </p>
          ) : (
            <SubmitSizesPicker groups={canSubmit} onPick={openSizes} />
          )}
          {sizesOpen && groups.coordinated.some((g) => g.id === sizesOpen) ? (
            <div id={`sizes-${sizesOpen}`} className={styles.spaced}>
              <SizeSubmissionForm
                key={sizesOpen}
                groupId={sizesOpen}
                groupName={groups.coordinated.find((g) => g.id === sizesOpen)?.name ?? ''}
                existing={submissionFor(sizesOpen)}
                locked={false}
                onDone={() => setSizesOpen(null)}
              />
            </div>
          ) : null}
        </div>
      </section>
    </div>
  );
}

const GroupHeading_GroupOverviewFragment = graphql(`
  fragment GroupHeading_GroupOverview on GroupOverview {
    name
    school
    graduationYear
    status
    myStatus
    submissionsLocked
  }
`);

function GroupHeading({ group: groupRef }: { group: FragmentType<typeof GroupHeading_GroupOverviewFragment> }) {
  const group = getFragmentData(GroupHeading_GroupOverviewFragment, groupRef);
  return (
    <div className={styles.groupTop}>
      <div>
        <h4>{group.name}</h4>
        {group.school || group.graduationYear ? (
          <p className={`muted ${styles.flush}`}>{[group.school, group.graduationYear].filter(Boolean).join(' · ')}</p>
        ) : null}
      </div>
      <div className={styles.badges}>
        <GroupStatusBadge status={group.status} />
        {group.myStatus ? <MemberStatusBadge status={group.myStatus} /> : null}
        {group.submissionsLocked ? <LockedBadge /> : null}
      </div>
    </div>
  );
}

const GroupFacts_GroupOverviewFragment = graphql(`
  fragment GroupFacts_GroupOverview on GroupOverview {
    deadline
    memberCount
    maxMembers
    invitedCount
    submissionCount
    inviteCode
    coordinatorName
    coordinatorEmail
    quoteRequestedAt
  }
`);

function GroupFacts({
  group: groupRef,
  coordinator = false,
}: {
  group: FragmentType<typeof GroupFacts_GroupOverviewFragment>;
  coordinator?: boolean;
}) {
  const group = getFragmentData(GroupFacts_GroupOverviewFragment, groupRef);
  return (
    <dl className={styles.facts}>
      <Fact term="Frist">{group.deadline ? formatDateNb(group.deadline, 'long') : 'Ingen frist'}</Fact>
      <Fact term="Medlemmer">{group.memberCount}</Fact>
      <Fact term="Maks medlemmer">{formatMaxMembers(group.maxMembers)}</Fact>
      {coordinator ? (
        <>
          <Fact term="Invitert">{group.invitedCount}</Fact>
          <Fact term="Innsendinger">{group.submissionCount}</Fact>
          <div>
            <dt>Invitasjonskode</dt>
            <dd className={styles.code}>{group.inviteCode}</dd>
          </div>
        </>
      ) : (
        <Fact term="Koordinator">{group.coordinatorName ?? group.coordinatorEmail}</Fact>
      )}
      {group.quoteRequestedAt ? (
        <Fact term="Sendt til butikken">{formatDateNb(group.quoteRequestedAt, 'long')}</Fact>
      ) : null}
    </dl>
  );
}

const CoordinatedGroupCard_GroupOverviewFragment = graphql(`
  fragment CoordinatedGroupCard_GroupOverview on GroupOverview {
    id
    name
    ...GroupHeading_GroupOverview
    ...GroupFacts_GroupOverview
  }
`);

/** A group the customer coordinates: heading, facts and the administration panel behind a button. */
function CoordinatedGroupCard({
  group: groupRef,
  adminOpen,
  onToggleAdmin,
}: {
  group: FragmentType<typeof CoordinatedGroupCard_GroupOverviewFragment>;
  adminOpen: boolean;
  onToggleAdmin: () => void;
}) {
  const group = getFragmentData(CoordinatedGroupCard_GroupOverviewFragment, groupRef);
  return (
    <article className={`card ${styles.groupCard}`} aria-label={group.name}>
      <GroupHeading group={group} />
      <GroupFacts group={group} coordinator />
      <div className={styles.actions}>
        <button type="button" className="btn btn-dark" aria-expanded={adminOpen} onClick={onToggleAdmin}>
          {adminOpen ? 'Lukk administrasjon' : 'Administrer gruppe'}
        </button>
      </div>
      {adminOpen ? <GroupAdminPanel groupId={group.id} /> : null}
    </article>
  );
}

const MemberGroupCard_GroupOverviewFragment = graphql(`
  fragment MemberGroupCard_GroupOverview on GroupOverview {
    id
    name
    description
    myStatus
    submissionsLocked
    ...GroupHeading_GroupOverview
    ...GroupFacts_GroupOverview
  }
`);

function MemberGroupCard({
  group: groupRef,
  submission,
  sizesOpen,
  onToggleSizes,
}: {
  group: FragmentType<typeof MemberGroupCard_GroupOverviewFragment>;
  /** The customer's own submission for this group, if any. */
  submission: FragmentType<typeof SizeSubmissionForm_GroupSizeSubmissionFragment> | null;
  sizesOpen: boolean;
  onToggleSizes: () => void;
}) {
  const group = getFragmentData(MemberGroupCard_GroupOverviewFragment, groupRef);
  const [respond, responding] = useRespondToInvitation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { toast } = useToast();

  const answer = async (accept: boolean) => {
    setRefusal(null);
    try {
      const outcome = await respond(group.id, accept);
      if (outcome.status === 'ok') toast({ title: outcome.value });
      else setRefusal(outcome.message);
    } catch (error) {
      console.error('[groups] answering the invitation failed', error);
      setRefusal('Noe gikk galt. Prøv igjen senere.');
    }
  };

  return (
    <article className={`card ${styles.groupCard}`} aria-label={group.name}>
      <GroupHeading group={group} />
      {group.description ? <p className={styles.flush}>{group.description}</p> : null}
      <GroupFacts group={group} />
      <div className={styles.actions}>
        {group.myStatus === 'invited' ? (
          <>
            <button type="button" className="btn btn-primary" disabled={responding} onClick={() => void answer(true)}>
              Godta invitasjonen
            </button>
            <button type="button" className="btn btn-outline" disabled={responding} onClick={() => void answer(false)}>
              Avslå
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-dark" aria-expanded={sizesOpen} onClick={onToggleSizes}>
            {submission ? 'Endre størrelser' : 'Send inn størrelser'}
          </button>
        )}
      </div>
      <FormAlert message={refusal} />
      {sizesOpen && group.myStatus === 'accepted' ? (
        <div id={`sizes-${group.id}`}>
          <SizeSubmissionForm
            groupId={group.id}
            groupName={group.name}
            existing={submission}
            locked={group.submissionsLocked}
            onDone={onToggleSizes}
          />
        </div>
      ) : null}
    </article>
  );
}

const SubmitSizesPicker_GroupOverviewFragment = graphql(`
  fragment SubmitSizesPicker_GroupOverview on GroupOverview {
    id
    name
  }
`);

function SubmitSizesPicker({
  groups: groupRefs,
  onPick,
}: {
  groups: readonly FragmentType<typeof SubmitSizesPicker_GroupOverviewFragment>[];
  onPick: (groupId: string) => void;
}) {
  const groups = getFragmentData(SubmitSizesPicker_GroupOverviewFragment, groupRefs);
  const [picked, setPicked] = useState(groups[0]?.id ?? '');
  const current = groups.some((g) => g.id === picked) ? picked : (groups[0]?.id ?? '');
  return (
    <div className={styles.inline}>
      <SelectField label="Gruppe" value={current} onChange={(event) => setPicked(event.target.value)}>
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </SelectField>
      <button type="button" className="btn btn-outline" disabled={!current} onClick={() => onPick(current)}>
        Send inn størrelser
      </button>
    </div>
  );
}

const SubmissionSummary_GroupSizeSubmissionFragment = graphql(`
  fragment SubmissionSummary_GroupSizeSubmission on GroupSizeSubmission {
    groupName
    submittedAt
    locked
    lines {
      ...GroupSizeLine
    }
  }
`);

function SubmissionSummary({
  submission: submissionRef,
}: {
  submission: FragmentType<typeof SubmissionSummary_GroupSizeSubmissionFragment>;
}) {
  const submission = getFragmentData(SubmissionSummary_GroupSizeSubmissionFragment, submissionRef);
  return (
    <>
      <div className={styles.groupTop}>
        <strong>{submission.groupName}</strong>
        <span className="muted">
          Sendt inn {formatDateNb(submission.submittedAt, 'datetime')}
          {submission.locked ? ' · stengt' : ''}
        </span>
      </div>
      <ul className={styles.lines}>
        {getFragmentData(GroupSizeLineFragment, submission.lines).map((line, i) => (
          <li key={i}>
            {line.quantity} × {line.productName}
            {line.size ? `, ${line.size}` : ''}
            {line.color ? `, ${colourLabel(line.color)}` : ''}
            {line.printName ? ` – «${line.printName}»` : ''}
          </li>
        ))}
      </ul>
    </>
  );
}
