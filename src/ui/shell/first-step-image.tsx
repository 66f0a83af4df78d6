import { useLenderPackage } from '../lender/lender-context';

/**
 * The lender's optional picture beside the first question (lender.json firstStepImage), in the margin
 * right of the form's column on wide screens only. It takes no room in the column: nothing moves
 * when it arrives, and on a phone or tablet it never pushes the form down.
 */
export function FirstStepImage() {
  const { lender, assets } = useLenderPackage();
  const image = lender.firstStepImage;
  if (!image || !assets.firstStepImage) return null;
  return (
    <div className="relative hidden xl:block">
      <img
        src={assets.firstStepImage}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className="absolute top-0 left-full ml-8 h-auto w-48"
      />
    </div>
  );
}
