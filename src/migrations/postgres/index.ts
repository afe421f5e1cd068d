import * as migration_20261121_032422_initial from './20261121_032422_initial';
import * as migration_20261121_035938_places from './20261121_035938_places';
import * as migration_20261124_184448_event_end_date from './20261124_184448_event_end_date';
import * as migration_20261124_191735_content_team from './20261124_191735_content_team';
import * as migration_20261124_194102_users_without_lockout from './20261124_194102_users_without_lockout';
import * as migration_20261125_030137_dataset_columns from './20261125_030137_dataset_columns';
import * as migration_20261125_203736_storage_columns from './20261125_203736_storage_columns';
import * as migration_20261207_003540_alerts from './20261207_003540_alerts';
import * as migration_20261207_035035_review_before_publish from './20261207_035035_review_before_publish';
import * as migration_20261207_041033_redirects from './20261207_041033_redirects';
import * as migration_20261207_043716_place_conditions from './20261207_043716_place_conditions';
import * as migration_20261207_121239_menu_page_links from './20261207_121239_menu_page_links';
import * as migration_20261207_123128_emergency_numbers from './20261207_123128_emergency_numbers';
import * as migration_20261207_143419_places_travel from './20261207_143419_places_travel';

export const migrations = [
  {
    up: migration_20261121_032422_initial.up,
    down: migration_20261121_032422_initial.down,
    name: '20261121_032422_initial',
  },
  {
    up: migration_20261121_035938_places.up,
    down: migration_20261121_035938_places.down,
    name: '20261121_035938_places',
  },
  {
    up: migration_20261124_184448_event_end_date.up,
    down: migration_20261124_184448_event_end_date.down,
    name: '20261124_184448_event_end_date',
  },
  {
    up: migration_20261124_191735_content_team.up,
    down: migration_20261124_191735_content_team.down,
    name: '20261124_191735_content_team',
  },
  {
    up: migration_20261124_194102_users_without_lockout.up,
    down: migration_20261124_194102_users_without_lockout.down,
    name: '20261124_194102_users_without_lockout',
  },
  {
    up: migration_20261125_030137_dataset_columns.up,
    down: migration_20261125_030137_dataset_columns.down,
    name: '20261125_030137_dataset_columns',
  },
  {
    up: migration_20261125_203736_storage_columns.up,
    down: migration_20261125_203736_storage_columns.down,
    name: '20261125_203736_storage_columns',
  },
  {
    up: migration_20261207_003540_alerts.up,
    down: migration_20261207_003540_alerts.down,
    name: '20261207_003540_alerts',
  },
  {
    up: migration_20261207_035035_review_before_publish.up,
    down: migration_20261207_035035_review_before_publish.down,
    name: '20261207_035035_review_before_publish',
  },
  {
    up: migration_20261207_041033_redirects.up,
    down: migration_20261207_041033_redirects.down,
    name: '20261207_041033_redirects',
  },
  {
    up: migration_20261207_043716_place_conditions.up,
    down: migration_20261207_043716_place_conditions.down,
    name: '20261207_043716_place_conditions',
  },
  {
    up: migration_20261207_121239_menu_page_links.up,
    down: migration_20261207_121239_menu_page_links.down,
    name: '20261207_121239_menu_page_links',
  },
  {
    up: migration_20261207_123128_emergency_numbers.up,
    down: migration_20261207_123128_emergency_numbers.down,
    name: '20261207_123128_emergency_numbers',
  },
  {
    up: migration_20261207_143419_places_travel.up,
    down: migration_20261207_143419_places_travel.down,
    name: '20261207_143419_places_travel'
  },
];
