// The rjsf theme: Tailwind templates and widgets, registered by ui:widget name in one place.
import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { BaseInputTemplate } from './base-input-template';
import { FieldTemplate } from './field-template';
import { lazyWidget } from './lazy-widget';
import { ObjectFieldTemplate } from './object-field-template';
import { AddressTypeaheadWidget } from './widgets/address-typeahead-widget';
import { CheckboxWidget } from './widgets/checkbox-widget';
import { RadioCardsWidget } from './widgets/radio-cards-widget';
import { SelectWidget } from './widgets/select-widget';
import { UsStateWidget } from './widgets/us-state-widget';

// Widgets of later steps load after the first paint (lazy-widget.tsx).
const CurrencyWidget = lazyWidget(() => import('./widgets/currency-widget').then((m) => m.CurrencyWidget));
const DateOfBirthWidget = lazyWidget(() => import('./widgets/date-of-birth-widget').then((m) => m.DateOfBirthWidget));
const NewPasswordWidget = lazyWidget(() => import('./widgets/new-password-widget').then((m) => m.NewPasswordWidget));
const UsPhoneWidget = lazyWidget(() => import('./widgets/us-phone-widget').then((m) => m.UsPhoneWidget));
const EsignConsentWidget = lazyWidget(() => import('../esign/esign-consent-widget').then((m) => m.EsignConsentWidget));
const SmsConsentWidget = lazyWidget(() => import('../sms-consents/sms-consent-widget').then((m) => m.SmsConsentWidget));

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
  esignConsent: EsignConsentWidget,
  smsConsent: SmsConsentWidget,
};

export const FORM_TEMPLATES: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate,
  // The page renders its own error summary and buttons.
  ErrorListTemplate: () => null,
  ButtonTemplates: { SubmitButton: () => null } as unknown as TemplatesType['ButtonTemplates'],
};
