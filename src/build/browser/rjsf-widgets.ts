// Build-time stand-in for @rjsf/core's default widget registry (vite-rjsf-subset.ts swaps it in):
// the plain widgets rjsf falls back on for strings, numbers and booleans; our own widgets come
// from src/ui/forms/theme.ts. Date, file, colour, range and the other special widgets are left out.
import CheckboxWidget from '@rjsf/core/lib/components/widgets/CheckboxWidget.js';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import PasswordWidget from '@rjsf/core/lib/components/widgets/PasswordWidget.js';
import RadioWidget from '@rjsf/core/lib/components/widgets/RadioWidget.js';
import SelectWidget from '@rjsf/core/lib/components/widgets/SelectWidget.js';
import TextareaWidget from '@rjsf/core/lib/components/widgets/TextareaWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';

/** The default widgets kept; a flow may name only these or the theme's own (rjsf-subset.test.ts). */
export default function widgets() {
  return { CheckboxWidget, EmailWidget, HiddenWidget, PasswordWidget, RadioWidget, SelectWidget, TextareaWidget, TextWidget };
}
