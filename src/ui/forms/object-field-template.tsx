import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** Properties one under another; short fields (state, ZIP) sit side by side from small screens up. */
export function ObjectFieldTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const isShort = (name: string) => {
    const options = (uiSchema?.[name] as { 'ui:options'?: { width?: string } } | undefined)?.['ui:options'];
    return options?.width === 'short';
  };
  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-5">
      {properties
        .filter((p) => !p.hidden)
        .map((p) => (
          <div key={p.name} className={isShort(p.name) ? 'col-span-2 sm:col-span-1' : 'col-span-2'}>
            {p.content}
          </div>
        ))}
    </div>
  );
}
