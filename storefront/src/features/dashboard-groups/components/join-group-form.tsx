import { useState, type FormEvent } from 'react';
import { joinGroupInput } from '@russ/schema/groups/group.validators';
import { TextField } from '@/components/ui/form-field';
import { useField } from '@/lib/use-form-fields';
import { useToast } from '@/components/ui/toast';
import { useJoinGroup } from '@/features/dashboard-groups/api/groups';
import { FormAlert } from './form-alert';
import styles from './groups.module.css';

/** Join a group with an invite code; `initialCode` comes from a shared link (`?join=<code>`). */
export function JoinGroupForm({ initialCode, onJoined }: { initialCode: string; onJoined: (groupId: string) => void }) {
  const { value: code, setValue: setCode, setError, bind: bindCode } = useField(initialCode);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [joinGroup, joining] = useJoinGroup();
  const { toast } = useToast();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (joining) return;
    setRefusal(null);
    const parsed = joinGroupInput.safeParse({ inviteCode: code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Ugyldig invitasjonskode');
      return;
    }
    setError(null);
    try {
      const outcome = await joinGroup(parsed.data.inviteCode);
      if (outcome.status === 'ok') {
        toast({ title: outcome.value.message });
        setCode('');
        onJoined(outcome.value.group.id);
      } else if (outcome.status === 'invalid') {
        setError(outcome.fieldErrors.inviteCode ?? outcome.message);
      } else {
        setRefusal(outcome.message);
      }
    } catch (err) {
      console.error('[groups] join failed', err);
      setRefusal('Noe gikk galt. Prøv igjen senere.');
    }
  };

  return (
    <form className={styles.formCard} onSubmit={submit} noValidate aria-label="Bli med i en gruppe">
      <div className={styles.inline}>
        <TextField
          label="Invitasjonskode"
          // Arriving from a shared link: take the visitor straight to the filled-in code.
          autoFocus={initialCode !== ''}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="F.eks. K7QM2XPA9RHT"
          maxLength={64}
          {...bindCode}
        />
        <button type="submit" className="btn btn-primary" disabled={joining}>
          {joining ? 'Blir med...' : 'Bli med'}
        </button>
      </div>
      <FormAlert message={refusal} />
    </form>
  );
}
