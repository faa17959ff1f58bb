import { DEFAULT_CATEGORY, titleCaseEnum } from '@inscriptions/shared/constants';
import { SelectInput } from './Fields';
import type { SelectInputProps } from './Fields';
import type { InscriptionCategory } from '../api/generated/graphql';

/** The 27 inscription categories (spec section 3), in the schema's order. */
export const INSCRIPTION_CATEGORIES = [
  'AUTOMOBILES_COMPONENTS',
  'BANKS',
  'CAPITAL_GOODS',
  'COMMERCIAL_PROFESSIONAL_SERVICES',
  'CONSUMER_DISCRETIONARY_DISTRIBUTION_RETAIL',
  'CONSUMER_DURABLES_APPAREL',
  'CONSUMER_SERVICES',
  'CONSUMER_STAPLES_DISTRIBUTION_RETAIL',
  'ENERGY',
  'EQUITY_REAL_ESTATE_INVESTMENT_TRUSTS',
  'FINANCIAL_SERVICES',
  'FOOD_BEVERAGE_TOBACCO',
  'HEALTH_CARE_EQUIPMENT_SERVICES',
  'HOUSEHOLD_PERSONAL_PRODUCTS',
  'INSURANCE',
  'MATERIALS',
  'MEDIA_ENTERTAINMENT',
  'OTHER',
  'PERSONAL',
  'PHARMACEUTICALS_BIOTECHNOLOGY_LIFE_SCIENCES',
  'REAL_ESTATE_MANAGEMENT_DEVELOPMENT',
  'SEMICONDUCTORS_SEMICONDUCTOR_EQUIPMENT',
  'SOFTWARE_SERVICES',
  'TECHNOLOGY_HARDWARE_EQUIPMENT',
  'TELECOMMUNICATION_SERVICES',
  'TRANSPORTATION',
  'UTILITIES',
] as const satisfies readonly InscriptionCategory[];
export type InscriptionCategoryValue = (typeof INSCRIPTION_CATEGORIES)[number];
// The list must name every category of the server's schema: a category added there fails the type check here.
type MissingCategory = Exclude<InscriptionCategory, InscriptionCategoryValue>;
const everyCategoryListed: [MissingCategory] extends [never] ? true : MissingCategory = true;
void everyCategoryListed;
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
