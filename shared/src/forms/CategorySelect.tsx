import { DEFAULT_CATEGORY, INSCRIPTION_CATEGORIES } from '@inscriptions/contracts';
import type { InscriptionCategory as ContractCategory } from '@inscriptions/contracts';
import { titleCaseEnum } from '@inscriptions/shared/constants';
import type { InscriptionCategory } from '@inscriptions/shared/api';
import { SelectInput } from '@inscriptions/shared/ui';
import type { SelectInputProps } from '@inscriptions/shared/ui';

/** The 27 inscription categories (spec section 3) and the default one, from the contracts. */
export { INSCRIPTION_CATEGORIES };
export type InscriptionCategoryValue = ContractCategory;
// The contracts must name exactly the categories of the server's schema: a category added or removed
// on either side fails the type check here.
type MissingCategory = Exclude<InscriptionCategory, InscriptionCategoryValue>;
type ExtraCategory = Exclude<InscriptionCategoryValue, InscriptionCategory>;
const sameCategories: [MissingCategory | ExtraCategory] extends [never] ? true : MissingCategory | ExtraCategory = true;
void sameCategories;
export const DEFAULT_INSCRIPTION_CATEGORY: InscriptionCategoryValue = DEFAULT_CATEGORY;

export function isInscriptionCategory(value: string): value is InscriptionCategoryValue {
  return (INSCRIPTION_CATEGORIES as readonly string[]).includes(value);
}

export interface CategorySelectProps extends Omit<SelectInputProps, 'children' | 'value' | 'onChange' | 'label'> {
  label?: string;
  value: string;
  onChange: (value: InscriptionCategoryValue | '') => void;
  /** Adds an empty first option ("Choose an industry") so that "required" can fail. */
  allowEmpty?: boolean;
}

/** Category (industry) dropdown with the categories title-cased with spaces. */
export function CategorySelect({
  label = 'Industry',
  value,
  onChange,
  allowEmpty = false,
  ...rest
}: CategorySelectProps) {
  return (
    <SelectInput
      label={label}
      value={value}
      onChange={(e) => onChange(isInscriptionCategory(e.target.value) ? e.target.value : '')}
      {...rest}
    >
      {allowEmpty ? <option value="">Choose an industry</option> : null}
      {INSCRIPTION_CATEGORIES.map((c) => (
        <option key={c} value={c}>
          {titleCaseEnum(c)}
        </option>
      ))}
    </SelectInput>
  );
}
