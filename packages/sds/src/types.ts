// The reading's shape is part of the contract (packages/contract/src/sds-reading.ts): the server stores it and the
// web shows it without depending on the reader. The reader's own code keeps importing it from here.
export type * from '@openfds/contract/sds-reading';
