import { format, type Messages } from '#src/utils/format.ts';
import { updateProfile, type AccountUser } from '#src/stores/session/account/index.ts';
import ActionForm from './ActionForm.tsx';
import Checkbox from './Checkbox.tsx';
import Field from './Field.tsx';
import Result from './Result.tsx';
import SelectField from './SelectField.tsx';
import SubmitButton from './SubmitButton.tsx';
import { useFormAction, type FormValues } from './use-form-action.ts';

/** A population category as the profile offers it, in the page's language. */
export interface CategoryInfo {
  readonly key: string;
  readonly name: string;
}

/** The stored profile as form values (the API keeps the profile as an open object). */
function storedValues(user: AccountUser): FormValues {
  const { name, population_category: category, newsletter } = user.profile ?? {};
  return {
    name: typeof name === 'string' ? name : '',
    population_category: typeof category === 'string' ? category : '',
    ...(newsletter === true ? { newsletter: 'on' } : {}),
  };
}

interface ProfileFormProps {
  readonly messages: Messages;
  readonly user: AccountUser;
  readonly categories: readonly CategoryInfo[];
}

/** Name, population category and newsletter; each save is announced. */
export default function ProfileForm({ messages, user, categories }: ProfileFormProps) {
  const form = useFormAction(
    messages,
    ({ text, checked }) =>
      updateProfile({
        name: text('name'),
        population_category: text('population_category') || null,
        newsletter: checked('newsletter'),
      }),
    storedValues(user),
  );
  const options = [
    ['', format(messages, 'account.profile.populationNone')] as const,
    ...categories.map((c) => [c.key, c.name] as const),
  ];
  return (
    <ActionForm form={form} name="profile">
      {form.state.result && (
        <Result level={3} key={form.state.attempt}>
          {format(messages, 'account.profile.saved')}
        </Result>
      )}
      <Field
        id="profile-name"
        label={format(messages, 'account.profile.name')}
        autoComplete="name"
        required={false}
        {...form.field('name')}
      />
      <SelectField
        id="profile-category"
        label={format(messages, 'account.profile.population')}
        options={options}
        {...form.field('population_category')}
      />
      <Checkbox
        id="profile-newsletter"
        label={format(messages, 'account.profile.newsletter')}
        {...form.checkbox('newsletter')}
      />
      <SubmitButton messages={messages} label="account.profile.save" />
    </ActionForm>
  );
}
