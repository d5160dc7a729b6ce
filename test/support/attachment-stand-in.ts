/**
 * A stand-in for the kit's attachment (tested in the kit) in page tests: read-only it says whose
 * files it shows; as a form field it is a button that "uploads" one photo, handing `uuid` to the
 * form. Use with `jest.mock('@polaris/core/kit/attachment/Attachment', () =>
 * jest.requireActual('…/test/support/attachment-stand-in').attachmentStandIn(UUID))`.
 */
import { createElement } from 'react';

interface StandInProps {
  value?: string;
  readOnly?: boolean;
  onChange?(uuid: string): void;
}

export function attachmentStandIn(uuid: string) {
  return {
    Attachment: (props: StandInProps) =>
      props.readOnly
        ? createElement('p', null, `Files of ${props.value}`)
        : createElement(
            'button',
            { type: 'button', onClick: () => props.onChange?.(uuid) },
            props.value ? 'photo.jpg' : 'Upload a photo',
          ),
  };
}
