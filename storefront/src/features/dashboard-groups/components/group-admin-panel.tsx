import { useState, type FormEvent } from 'react';
import { colourLabel } from '@russ/schema/catalog/colours';
import { formatDateNb } from '@russ/schema/common/dates';
import { inviteGroupMemberInput } from '@russ/schema/groups/group.validators';
import { TextField } from '@/components/ui/form-field';
import { useField } from '@/lib/use-form-fields';
import { useToast } from '@/components/ui/toast';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import {
  groupSizesCsvUrl,
  GroupSizeLineFragment,
  useGroupDetail,
  useInviteMember,
  useRemoveMember,
  useSendSizesToShop,
  useUpdateGroup,
} from '@/features/dashboard-groups/api/groups';
import { MemberStatusBadge } from './group-badges';
import { GroupForm, groupFormValues } from './group-form';
import { ShareInvite } from './share-invite';
import { SizeMatrixTable } from './size-matrix-table';
import { SizeSubmissionForm } from './size-submission-form';
import { FormAlert } from './form-alert';
import styles from './groups.module.css';

/** What the panel shows of one group; the group detail query spreads it. */
export const GroupAdminPanel_GroupDetailFragment = graphql(`
  fragment GroupAdminPanel_GroupDetail on GroupDetail {
    name
    inviteCode
    ...MembersSection_GroupDetail
    ...EditSection_GroupDetail
    ...SizesSection_GroupDetail
  }
`);

const MembersSection_GroupDetailFragment = graphql(`
  fragment MembersSection_GroupDetail on GroupDetail {
    id
    members {
      id
      email
      firstName
      lastName
      status
      hasSubmitted
      paid
    }
  }
`);

const EditSection_GroupDetailFragment = graphql(`
  fragment EditSection_GroupDetail on GroupDetail {
    id
    name
    school
    graduationYear
    deadline
    maxMembers
    description
    status
  }
`);

const SizesSection_GroupDetailFragment = graphql(`
  fragment SizesSection_GroupDetail on GroupDetail {
    id
    name
    submissionsLocked
    quoteRequestedAt
    matrix {
      ...SizeMatrixTable_SizeMatrix
    }
    submissions {
      id
      memberEmail
      memberName
      lines {
        ...GroupSizeLine
      }
    }
    mySubmission {
      id
      ...SizeSubmissionForm_GroupSizeSubmission
    }
  }
`);

/**
 * The coordinator's view of one group (administrator rights): share the invite, manage members (status labels,
 * invite by e-mail, remove), edit the group, collect sizes (matrix, CSV, own sizes) and send them to the shop.
 */
export function GroupAdminPanel({ groupId }: { groupId: string }) {
  const { data, loading, error, refetch } = useGroupDetail(groupId);
  const group = getFragmentData(GroupAdminPanel_GroupDetailFragment, data?.group);

  if (!group) {
    if (loading) {
      return (
        <p className="muted" role="status">
          Laster gruppen...
        </p>
      );
    }
    return (
      <div className={styles.actions}>
        <p className={styles.alert} role="alert">
          {error ? 'Kunne ikke laste gruppen.' : 'Fant ikke gruppen.'}
        </p>
        <button type="button" className="btn btn-outline" onClick={() => void refetch()}>
          Prøv igjen
        </button>
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      {group.inviteCode ? (
        <section aria-label="Inviter med kode">
          <h5>Inviter med kode, lenke eller QR-kode</h5>
          <ShareInvite inviteCode={group.inviteCode} groupName={group.name} />
        </section>
      ) : null}
      <MembersSection group={group} />
      <EditSection group={group} />
      <SizesSection group={group} />
    </div>
  );
}

function memberName(member: { firstName?: string | null; lastName?: string | null }): string {
  return member.firstName || member.lastName ? `${member.firstName ?? ''} ${member.lastName ?? ''}`.trim() : '–';
}

function MembersSection({ group: groupRef }: { group: FragmentType<typeof MembersSection_GroupDetailFragment> }) {
  const group = getFragmentData(MembersSection_GroupDetailFragment, groupRef);
  const { value: email, setValue: setEmail, setError: setEmailError, bind: bindEmail } = useField();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [invite, inviting] = useInviteMember();
  const [remove, removing] = useRemoveMember();
  const { toast } = useToast();
  // 'Betalt' only once the group's order is invoiced per member (the server answers it to the coordinator only).
  const invoicedPerMember = group.members.some((member) => member.paid != null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inviting) return;
    setRefusal(null);
    const parsed = inviteGroupMemberInput.safeParse({ email });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? 'Ugyldig e-postadresse');
      return;
    }
    try {
      const outcome = await invite(group.id, parsed.data.email);
      if (outcome.status === 'ok') {
        toast({ title: outcome.value });
        setEmail('');
      } else if (outcome.status === 'invalid') {
        setEmailError(outcome.fieldErrors.email ?? outcome.message);
      } else {
        setRefusal(outcome.message);
      }
    } catch (error) {
      console.error('[groups] invite failed', error);
      setRefusal('Noe gikk galt. Prøv igjen senere.');
    }
  };

  const removeMember = async (memberId: string, label: string) => {
    try {
      await remove(group.id, memberId);
      toast({ title: `${label} er fjernet fra gruppen` });
    } catch (error) {
      console.error('[groups] remove failed', error);
      toast({ variant: 'destructive', title: 'Kunne ikke fjerne medlemmet', description: 'Prøv igjen senere.' });
    } finally {
      setConfirming(null);
    }
  };

  return (
    <section aria-label="Medlemmer">
      <h5>Medlemmer</h5>
      {group.members.length === 0 ? (
        <p className="muted">Ingen er invitert ennå. Del koden eller inviter på e-post.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Navn</th>
                <th scope="col">E-post</th>
                <th scope="col">Status</th>
                <th scope="col">Størrelser</th>
                {invoicedPerMember ? <th scope="col">Betalt</th> : null}
                <th scope="col">
                  <span className="visually-hidden">Handlinger</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {group.members.map((member) => (
                <tr key={member.id}>
                  <td>{memberName(member)}</td>
                  <td>{member.email}</td>
                  <td>
                    <MemberStatusBadge status={member.status} />
                  </td>
                  <td>{member.hasSubmitted ? 'Sendt inn' : '–'}</td>
                  {invoicedPerMember ? <td>{member.paid == null ? '–' : member.paid ? 'Ja' : 'Nei'}</td> : null}
                  <td>
                    {confirming === member.id ? (
                      <span className={styles.actions}>
                        <button
                          type="button"
                          className={styles.linkButton}
                          disabled={removing}
                          onClick={() => void removeMember(member.id, member.email)}
                        >
                          Bekreft fjerning
                        </button>
                        <button type="button" className={styles.linkButton} onClick={() => setConfirming(null)}>
                          Avbryt
                        </button>
                      </span>
                    ) : (
                      <button
                        type="button"
                        className={styles.linkButton}
                        aria-label={`Fjern ${member.email}`}
                        onClick={() => setConfirming(member.id)}
                      >
                        Fjern
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form
        className={`${styles.formCard} ${styles.spaced}`}
        onSubmit={submit}
        noValidate
        aria-label="Inviter på e-post"
      >
        <div className={styles.inline}>
          <TextField
            label="Inviter på e-post"
            type="email"
            autoComplete="off"
            placeholder="navn@example.no"
            {...bindEmail}
          />
          <button type="submit" className="btn btn-dark" disabled={inviting}>
            {inviting ? 'Sender...' : 'Send invitasjon'}
          </button>
        </div>
        <FormAlert message={refusal} />
      </form>
    </section>
  );
}

function EditSection({ group: groupRef }: { group: FragmentType<typeof EditSection_GroupDetailFragment> }) {
  const group = getFragmentData(EditSection_GroupDetailFragment, groupRef);
  const [editing, setEditing] = useState(false);
  const [updateGroup, updating] = useUpdateGroup();
  const { toast } = useToast();
  return (
    <section aria-label="Rediger gruppe">
      <h5>Rediger gruppe</h5>
      {editing ? (
        <GroupForm
          mode="edit"
          initial={groupFormValues(group)}
          busy={updating}
          onCancel={() => setEditing(false)}
          onSubmit={async (payload) => {
            const outcome = await updateGroup(group.id, payload);
            if (outcome.status === 'ok') {
              toast({ title: 'Gruppen er oppdatert' });
              setEditing(false);
            }
            return outcome;
          }}
        />
      ) : (
        <button type="button" className="btn btn-outline" onClick={() => setEditing(true)}>
          Rediger gruppe
        </button>
      )}
    </section>
  );
}

function SizesSection({ group: groupRef }: { group: FragmentType<typeof SizesSection_GroupDetailFragment> }) {
  const group = getFragmentData(SizesSection_GroupDetailFragment, groupRef);
  const [ownForm, setOwnForm] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [send, sending] = useSendSizesToShop();
  const { toast } = useToast();

  const sendToShop = async () => {
    setSendError(null);
    try {
      const outcome = await send(group.id);
      if (outcome.status === 'ok') toast({ title: outcome.value });
      else setSendError(outcome.message);
    } catch (error) {
      console.error('[groups] sending sizes failed', error);
      setSendError('Noe gikk galt. Prøv igjen senere.');
    }
  };

  const printLines = group.submissions.flatMap((submission) =>
    getFragmentData(GroupSizeLineFragment, submission.lines).map((line, i) => ({
      key: `${submission.id}-${i}`,
      who: submission.memberName ?? submission.memberEmail,
      line,
    })),
  );

  return (
    <section aria-label="Størrelser">
      <h5>Størrelser</h5>
      {group.submissionsLocked ? <p className={styles.notice}>Fristen har gått ut: innsendingen er stengt.</p> : null}
      {group.matrix ? <SizeMatrixTable matrix={group.matrix} /> : null}
      {printLines.length > 0 ? (
        <div className={`${styles.tableWrap} ${styles.spaced}`}>
          <table className={styles.table}>
            <caption>Innsendinger og navn på trykk</caption>
            <thead>
              <tr>
                <th scope="col">Medlem</th>
                <th scope="col">Produkt</th>
                <th scope="col">Størrelse</th>
                <th scope="col">Farge</th>
                <th scope="col" className={styles.num}>
                  Antall
                </th>
                <th scope="col">Navn på trykk</th>
              </tr>
            </thead>
            <tbody>
              {printLines.map(({ key, who, line }) => (
                <tr key={key}>
                  <td>{who}</td>
                  <td>{line.productName}</td>
                  <td>{line.size ?? '–'}</td>
                  <td>{line.color ? colourLabel(line.color) : '–'}</td>
                  <td className={styles.num}>{line.quantity}</td>
                  <td>{line.printName ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className={`${styles.actions} ${styles.spaced}`}>
        <a className="btn btn-outline" href={groupSizesCsvUrl(group.id)} download>
          Last ned CSV
        </a>
        <button
          type="button"
          className="btn btn-primary"
          disabled={sending || group.submissions.length === 0}
          title={group.submissions.length === 0 ? 'Ingen størrelser er sendt inn ennå' : undefined}
          onClick={() => void sendToShop()}
        >
          {sending ? 'Sender...' : group.quoteRequestedAt ? 'Send til butikken på nytt' : 'Send til butikken'}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => setOwnForm((open) => !open)}>
          {group.mySubmission ? 'Endre mine størrelser' : 'Send inn mine størrelser'}
        </button>
      </div>
      {group.quoteRequestedAt ? (
        <p className={`${styles.notice} ${styles.spaced}`}>
          Sendt til butikken {formatDateNb(group.quoteRequestedAt, 'datetime')}. Vi kommer tilbake med et tilbud.
        </p>
      ) : null}
      {sendError ? (
        <p className={`${styles.alert} ${styles.spaced}`} role="alert">
          {sendError}
        </p>
      ) : null}
      {ownForm ? (
        <div className={styles.spaced}>
          <SizeSubmissionForm
            groupId={group.id}
            groupName={group.name}
            existing={group.mySubmission}
            locked={group.submissionsLocked}
            onDone={() => setOwnForm(false)}
          />
        </div>
      ) : null}
    </section>
  );
}
