import type { ReactNode } from 'react';
import { Flex, Result, type ResultProps } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import { useMainLandmark } from '@phonesheet/shared';
import { LinkButton } from '../../components/LinkButton';

export interface ErrorPageProps {
  status?: ResultProps['status'];
  icon?: ReactNode;
  titleId: string;
  textId: string;
  /** Replaces the default "Go Back To Home" button. */
  extra?: ReactNode;
}

/** The frame every error screen shares: illustration, heading, text, a way home. */
export function ErrorPage({ status, icon, titleId, textId, extra }: ErrorPageProps) {
  const landmark = useMainLandmark<HTMLDivElement>();
  return (
    <Flex {...landmark} align="center" justify="center" style={{ minHeight: '70vh', padding: 24 }}>
      <Result
        status={status}
        icon={icon}
        title={
          <h1 style={{ fontSize: 'inherit', margin: 0 }}>
            <FormattedMessage id={titleId} />
          </h1>
        }
        subTitle={<FormattedMessage id={textId} />}
        extra={
          extra ?? (
            <LinkButton to="/" type="primary" icon={<HomeOutlined />}>
              <FormattedMessage id="host.errors.goHome" />
            </LinkButton>
          )
        }
      />
    </Flex>
  );
}
