import { updateProfileOperation, type UserProfile } from '../../app/contracts';
import { useEffect, useId, useState } from 'react';
import { useAuth } from '../../app/auth/use-auth';
import { useServices } from '../../app/services';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { showToast } from '../toasts/toast-store';
import { changedFields, profileFormOf, type ProfileForm } from './changed-fields';
import { loadOrCreateProfile, rememberProfile } from './load-profile';
import '../../ui/button.css';
import './profile.css';

type Field = keyof ProfileForm;

interface FieldSpec {
  name: Field;
  label: string;
  /** Always read-only: these come from the identity provider. */
  fixed?: boolean;
  optional?: boolean;
  placeholder?: string;
  type?: string;
}

const PERSONAL: FieldSpec[] = [
  { name: 'username', label: 'Username', fixed: true },
  { name: 'email', label: 'Email Address', fixed: true, type: 'email' },
  { name: 'first_name', label: 'First Name', fixed: true },
  { name: 'last_name', label: 'Last Name', fixed: true },
  {
    name: 'contact_number',
    label: 'Contact Number',
    optional: true,
    placeholder: '+1 234 567 8900',
    type: 'tel',
  },
];
const ORGANIZATION: FieldSpec[] = [
  { name: 'company', label: 'Company' },
  { name: 'role', label: 'Role' },
];

function ProfileField({
  spec,
  value,
  editing,
  onChange,
}: {
  spec: FieldSpec;
  value: string;
  editing: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const readOnly = spec.fixed || !editing;
  return (
    <div className="profile__field">
      <label htmlFor={id}>
        {spec.label}
        {spec.optional && <span className="profile__optional"> (optional)</span>}
      </label>
      <input
        id={id}
        type={spec.type ?? 'text'}
        value={value}
        readOnly={readOnly}
        placeholder={spec.placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export function ProfilePage() {
  const { api } = useServices();
  const { user, returnedFromLogin } = useAuth();
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [form, setForm] = useState<ProfileForm | null>(null);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const sub = user?.sub;

  useEffect(() => {
    if (!user) return;
    let current = true;
    loadOrCreateProfile(api, user, returnedFromLogin).then(
      (loaded) => {
        if (!current) return;
        setProfile(loaded);
        setForm(profileFormOf(loaded));
      },
      (error: unknown) => {
        console.error('[rewright] Failed to fetch profile', error);
        if (current) showToast('Failed to fetch profile', 'error');
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, sub]);

  async function save() {
    // Enter in a field submits the form too: one save at a time.
    if (!profile || !form || saving) return;
    const changes = changedFields(profileFormOf(profile), form);
    if (Object.keys(changes).length === 0) {
      showToast('No changes to save', 'info');
      setEditing(false);
      return;
    }
    setSaving(true);
    try {
      const updated = await api.call(updateProfileOperation, { body: changes });
      if (sub) rememberProfile(api, sub, updated);
      setProfile(updated);
      setForm(profileFormOf(updated));
      setEditing(false);
      showToast('Profile updated successfully!', 'success');
    } catch (error) {
      console.error('[rewright] Failed to update profile', error);
      showToast('Failed to update profile', 'error');
    } finally {
      setSaving(false);
    }
  }

  function cancel() {
    if (profile) setForm(profileFormOf(profile));
    setEditing(false);
  }

  const actions = !form ? null : editing ? (
    <>
      <button
        type="button"
        className="button button--primary"
        disabled={saving}
        onClick={() => void save()}
      >
        Save Changes
      </button>
      <button type="button" className="button button--secondary" disabled={saving} onClick={cancel}>
        Cancel
      </button>
    </>
  ) : (
    <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
      Edit Profile
    </button>
  );

  const fields = (specs: FieldSpec[]) =>
    form &&
    specs.map((spec) => (
      <ProfileField
        key={spec.name}
        spec={spec}
        value={form[spec.name]}
        editing={editing}
        onChange={(value) => setForm({ ...form, [spec.name]: value })}
      />
    ));

  return (
    <div className="profile">
      <PageHeader title="Profile" lead="Update your profile details" actions={actions} />
      {!form ? (
        <Spinner label="Loading profile..." />
      ) : (
        <form
          className="profile__form"
          aria-busy={saving}
          onSubmit={(event) => {
            event.preventDefault();
            if (editing) void save();
          }}
        >
          <fieldset className="profile__group" disabled={saving}>
            <legend>Personal Information</legend>
            <div className="profile__grid">{fields(PERSONAL)}</div>
          </fieldset>
          <fieldset className="profile__group" disabled={saving}>
            <legend>Organization Information</legend>
            <div className="profile__grid">{fields(ORGANIZATION)}</div>
          </fieldset>
          {saving && (
            <div className="profile__overlay">
              <Spinner label="Updating changes..." />
            </div>
          )}
        </form>
      )}
    </div>
  );
}
