import { Modal, Tabs } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

import { DeviceBrandList } from '@/features/guide/device-brand-list';

interface DeviceCheckModalProps {
  open: boolean;
  onClose: () => void;
}

/** Smartphones by brand; tablets are not listed yet, so their tab says so rather than showing an empty list. */
export function DeviceCheckModal({ open, onClose }: DeviceCheckModalProps) {
  const { t } = useTranslation('catalog');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('guide.deviceCheck.modalTitle')}
      closeLabel={t('guide.deviceCheck.close')}
      className="device-check-modal"
    >
      <Tabs
        label={t('guide.deviceCheck.tabsLabel')}
        items={[
          {
            id: 'smartphone',
            label: t('guide.deviceCheck.smartphone'),
            content: (
              <>
                <DeviceBrandList />
                <p className="device-check-modal__note">{t('guide.deviceCheck.note')}</p>
              </>
            ),
          },
          {
            id: 'tablet',
            label: t('guide.deviceCheck.tablet'),
            content: (
              <div className="device-check-modal__soon">
                <p className="device-check-modal__soon-title">{t('guide.deviceCheck.comingSoon')}</p>
                <p>{t('guide.deviceCheck.comingSoonText')}</p>
              </div>
            ),
          },
        ]}
      />
    </Modal>
  );
}
