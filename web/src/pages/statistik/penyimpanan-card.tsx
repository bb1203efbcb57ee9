/** Used disk space (super admin only): what the buckets hold against the quota. */
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { readableDate } from '@shared/domain/dates';
import { diukurPada, STATISTIK_MSG, storageOf } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { CardBody } from './card-body';

export function PenyimpananCard() {
  const storage = useApiQuery(api.statistik.systemStorage, {});
  return (
    <Container fitHeight header={<Header variant="h2">{STATISTIK_MSG.storageTitle}</Header>}>
      <CardBody query={storage}>
        {(s) => (
          <SpaceBetween size="m">
            <ProgressBar
              label={STATISTIK_MSG.storageUsed}
              value={s.disk_total_space > 0 ? Math.min(100, Math.round((s.disk_used_space * 1000) / s.disk_total_space) / 10) : 0}
              description={storageOf(s.format_disk_used_space, s.format_disk_total_space)}
              additionalInfo={diukurPada(readableDate(s.diukur_pada))}
            />
            <KeyValuePairs
              columns={2}
              items={[
                { label: STATISTIK_MSG.storageFree, value: s.format_disk_free_space },
                { label: STATISTIK_MSG.storageTotal, value: s.format_disk_total_space },
              ]}
            />
          </SpaceBetween>
        )}
      </CardBody>
    </Container>
  );
}
