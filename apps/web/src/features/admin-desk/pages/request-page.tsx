import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DESK_REQUEST_STATUSES, type DeskRequestDetail, type DeskRequestStatus } from '@openfds/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Card, Skeleton } from '../../../components/ui/feedback.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { CheckboxField, TextField } from '../../../components/ui/text-field.tsx';
import { adminPaths, backOfficePath } from '../../../config/paths.ts';
import { useRequest, useRequestWrites, useStaffMembers } from '../api.ts';
import { CallError, DeskPage, fieldError } from '../components/desk-page.tsx';
import { TextAreaField } from '../components/text-area-field.tsx';
import { STATUS_TONE } from './requests-page.tsx';

const when = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** One request: what was sent, who follows it and its status, the internal notes, and the reply by mail. */
export function RequestPage() {
  const { t } = useTranslation('admin-desk');
  const id = Number(useParams().id);
  const request = useRequest(id);
  return (
    <DeskPage title={request.data ? t('request.title', { reference: request.data.reference }) : t('requests.title')}>
      <p>
        <Link to={backOfficePath(adminPaths.requests)}>{t('request.back')}</Link>
      </p>
      <CallError error={request.error} />
      {request.data ? <RequestDetail request={request.data} /> : request.isPending ? <Skeleton lines={8} /> : null}
    </DeskPage>
  );
}

function RequestDetail({ request }: { request: DeskRequestDetail }) {
  const { t, i18n } = useTranslation('admin-desk');
  return (
    <div className="desk-columns">
      <div>
        <Card title={t(`kind.${request.kind}`)}>
          <p>
            <Badge tone={STATUS_TONE[request.status]}>{t(`status.${request.status}`)}</Badge> {when(request.created_at, i18n.language)} ·{' '}
            {t('request.language', { language: request.language })}
          </p>
          <dl className="desk-fields">
            {Object.entries(request.payload).map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{typeof value === 'boolean' ? t(value ? 'yes' : 'no') : String(value ?? '')}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Handling request={request} />
      </div>
      <div>
        <Notes request={request} />
        <Replies request={request} />
      </div>
    </div>
  );
}

function Handling({ request }: { request: DeskRequestDetail }) {
  const { t } = useTranslation('admin-desk');
  const staff = useStaffMembers();
  const { update } = useRequestWrites(request.id);
  const [status, setStatus] = useState<DeskRequestStatus>(request.status);
  const [assignee, setAssignee] = useState(request.assignee ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ status, assignee: assignee || null });
  };
  return (
    <form className="bo-section" onSubmit={submit} aria-label={t('request.handling')}>
      <h2>{t('request.handling')}</h2>
      <SelectField
        label={t('requests.status')}
        value={status}
        options={DESK_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        onChange={(e) => setStatus(e.target.value as DeskRequestStatus)}
      />
      <SelectField
        label={t('requests.assignee')}
        value={assignee}
        placeholder={t('requests.nobody')}
        error={fieldError(update.error, 'assignee')}
        options={(staff.data ?? []).map((s) => ({ value: s.login, label: `${s.name} (${t(`role.${s.role}`)})` }))}
        onChange={(e) => setAssignee(e.target.value)}
      />
      <CallError error={fieldError(update.error, 'assignee') ? null : update.error} />
      <Button type="submit" busy={update.isPending}>
        {t('request.save')}
      </Button>
    </form>
  );
}

function Notes({ request }: { request: DeskRequestDetail }) {
  const { t, i18n } = useTranslation('admin-desk');
  const { note } = useRequestWrites(request.id);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    note.mutate(text, { onSuccess: () => setText('') });
  };
  return (
    <section className="bo-section" aria-labelledby="desk-notes">
      <h2 id="desk-notes">{t('request.notes')}</h2>
      {request.notes.length === 0 ? <p>{t('request.noNotes')}</p> : null}
      <ul className="desk-thread">
        {request.notes.map((n) => (
          <li key={n.id}>
            <small>
              {n.author ?? '?'} · {when(n.created_at, i18n.language)}
            </small>
            <p className="bo-pre">{n.text}</p>
          </li>
        ))}
      </ul>
      <form onSubmit={submit}>
        <TextAreaField label={t('request.note')} rows={3} value={text} onChange={(e) => setText(e.target.value)} error={fieldError(note.error, 'text')} />
        <Button type="submit" busy={note.isPending}>
          {t('request.addNote')}
        </Button>
      </form>
    </section>
  );
}

function Replies({ request }: { request: DeskRequestDetail }) {
  const { t, i18n } = useTranslation('admin-desk');
  const { reply } = useRequestWrites(request.id);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [close, setClose] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate(
      { subject: subject || undefined, message, close },
      {
        onSuccess: () => {
          setSubject('');
          setMessage('');
        },
      },
    );
  };
  const bound = fieldError(reply.error, 'message') ?? fieldError(reply.error, 'subject');
  return (
    <section className="bo-section" aria-labelledby="desk-replies">
      <h2 id="desk-replies">{t('request.replies')}</h2>
      <ul className="desk-thread">
        {request.replies.map((r) => (
          <li key={r.id}>
            <small>
              {r.author ?? '?'} · {when(r.created_at, i18n.language)} · {r.sent_at ? t('request.sent') : t('request.sending')}
            </small>
            <p>
              <strong>{r.subject}</strong>
            </p>
            <p className="bo-pre">{r.message}</p>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} aria-label={t('request.reply')}>
        <p>{t('request.replyTo', { email: request.email, language: request.language })}</p>
        <TextField label={t('request.subject')} value={subject} onChange={(e) => setSubject(e.target.value)} error={fieldError(reply.error, 'subject')} />
        <TextAreaField
          label={t('request.message')}
          required
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          error={fieldError(reply.error, 'message')}
        />
        <CheckboxField label={t('request.closeAfter')} checked={close} onChange={(e) => setClose(e.target.checked)} />
        <CallError error={bound ? null : reply.error} />
        {reply.isSuccess ? <p role="status">{t('request.replyQueued')}</p> : null}
        <Button type="submit" variant="primary" busy={reply.isPending}>
          {t('request.send')}
        </Button>
      </form>
    </section>
  );
}
