// Build-time stand-in for @rjsf/core's default field registry (vite-rjsf-subset.ts swaps it in):
// the fields our flow schemas use (objects of strings, numbers and booleans). Arrays, anyOf/oneOf
// and the layout grid are left out, and a schema that asks for one gets rjsf's fallback field
// ('Unsupported field schema') instead; a test keeps the flows inside this subset.
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import CyclicSchemaField from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
import FallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';

export default function fields() {
  return {
    AnyOfField: FallbackField,
    BooleanField,
    CyclicSchemaField,
    FallbackField,
    NullField,
    NumberField,
    ObjectField,
    OneOfField: FallbackField,
    OptionalDataControlsField,
    SchemaField,
    StringField,
  };
}
