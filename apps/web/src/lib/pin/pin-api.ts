import { graphql } from '../graphql';

export const CheckPinMutation = graphql(`
  mutation CheckPin($code: String!) {
    checkPin(code: $code) {
      expiresAt
    }
  }
`);

export const LockPinMutation = graphql(`
  mutation LockPin {
    lockPin
  }
`);

export const UpdatePinMutation = graphql(`
  mutation UpdatePin($pinCode: String!, $newCode: String!) {
    updatePin(pinCode: $pinCode, newCode: $newCode)
  }
`);

export const UpdatePageAccessMutation = graphql(`
  mutation UpdatePageAccess($pagesAccess: [PageAccessInput!]!, $pinCode: String!) {
    updatePageAccess(pagesAccess: $pagesAccess, pinCode: $pinCode) {
      uuid
      pagesAccess {
        tag
        pinRequired
      }
    }
  }
`);
