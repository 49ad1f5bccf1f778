import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { qrCodeUrl } from '../api.ts';

/** One-click: the permanent URL of the sheet (always the latest version) and its QR code, with a copy button. */
export function OneClickDialog({
  open,
  onClose,
  code,
  url,
  productName,
}: {
  open: boolean;
  onClose: () => void;
  code: string;
  url: string;
  productName: string;
}) {
  const { t } = useTranslation('documents');
  const [copied, setCopied] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} title={t('oneClick.title')}>
      <p>{t('oneClick.intro')}</p>
      <div className="field">
        <label htmlFor="permanent-url" className="field__label">
          {t('oneClick.url')}
        </label>
        <div className="one-click__row">
          <input id="permanent-url" className="field__input" readOnly value={url} onFocus={(e) => e.target.select()} />
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {t('oneClick.copy')}
          </button>
        </div>
        <p role="status" className="field__hint">
          {copied ? t('oneClick.copied') : ''}
        </p>
      </div>
      <img className="one-click__qr" src={qrCodeUrl(code)} width={256} height={256} alt={t('oneClick.qrAlt', { product: productName })} />
      <p>
        <a href={`${qrCodeUrl(code)}&format=svg`} download={`qrcode-${code}.svg`}>
          {t('oneClick.downloadSvg')}
        </a>
        {' · '}
        <a href={qrCodeUrl(code)} download={`qrcode-${code}.png`}>
          {t('oneClick.downloadPng')}
        </a>
      </p>
    </Dialog>
  );
}
