import * as migration_20261121_032432_initial from './20261121_032432_initial';

export const migrations = [
  {
    up: migration_20261121_032432_initial.up,
    down: migration_20261121_032432_initial.down,
    name: '20261121_032432_initial'
  },
];
