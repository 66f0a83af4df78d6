// The rjsf theme: Tailwind templates and widgets, registered by ui:widget name in one place.
import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { BaseInputTemplate } from './base-input-template';
import { FieldTemplate } from './field-template';
import { ObjectFieldTemplate } from './object-field-template';
import { AddressTypeaheadWidget } from './widgets/address-typeahead-widget';
import { CheckboxWidget } from './widgets/checkbox-widget';
import { CurrencyWidget } from './widgets/currency-widget';
import { DateOfBirthWidget } from './widgets/date-of-birth-widget';
import { NewPasswordWidget } from './widgets/new-password-widget';
import { RadioCardsWidget } from './widgets/radio-cards-widget';
import { SelectWidget } from './widgets/select-widget';
import { UsPhoneWidget } from './widgets/us-phone-widget';
import { UsStateWidget } from './widgets/us-state-widget';

export const FORM_WIDGETS: RegistryWidgetsType = {
  addressTypeahead: AddressTypeaheadWidget,
  radioCards: RadioCardsWidget,
  select: SelectWidget,
  SelectWidget,
  currency: CurrencyWidget,
  dateOfBirth: DateOfBirthWidget,
  usPhone: UsPhoneWidget,
  usState: UsStateWidget,
  newPassword: NewPasswordWidget,
  checkbox: CheckboxWidget,
  CheckboxWidget,
};

export const FORM_TEMPLATES: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate,
  // The page renders its own error summary and buttons.
  ErrorListTemplate: () => null,
  ButtonTemplates: { SubmitButton: () => null } as unknown as TemplatesType['ButtonTemplates'],
};
