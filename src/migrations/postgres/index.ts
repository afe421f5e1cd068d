import * as migration_20261121_032422_initial from './20261121_032422_initial';

export const migrations = [
  {
    up: migration_20261121_032422_initial.up,
    down: migration_20261121_032422_initial.down,
    name: '20261121_032422_initial'
  },
];
