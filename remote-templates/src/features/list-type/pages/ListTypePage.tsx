import { Avatar, Card, Col, List, Row, Segmented, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { generatePath, useNavigate, useParams } from 'react-router-dom';
import { TEMPLATE_PATHS } from '../../../route-paths';
import { SAMPLE_PEOPLE } from '../data/sample-people';

const TYPES = ['flat', 'morden', 'standard'] as const;

/** The template's user-list layouts (/list-type/flat, /morden, /standard) over sample people. */
export default function ListTypePage() {
  const { type = 'flat' } = useParams();
  const navigate = useNavigate();
  const variant = (TYPES as readonly string[]).includes(type) ? type : 'flat';
  return (
    <Card
      title={<FormattedMessage id="templates.listType.title" />}
      extra={
        <Segmented
          value={variant}
          onChange={(value) => navigate(generatePath(TEMPLATE_PATHS.listType.list, { type: value }))}
          options={TYPES.map((t) => ({
            value: t,
            label: <FormattedMessage id={`templates.listType.${t}`} />,
          }))}
        />
      }
    >
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="templates.sampleData" />
      </Typography.Paragraph>
      {variant === 'flat' ? (
        <List
          dataSource={SAMPLE_PEOPLE}
          renderItem={(person) => (
            <List.Item>
              <List.Item.Meta
                avatar={<Avatar>{person.name[0]}</Avatar>}
                title={person.name}
                description={`${person.email} · ${person.phone}`}
              />
            </List.Item>
          )}
        />
      ) : (
        <Row gutter={[16, 16]}>
          {SAMPLE_PEOPLE.map((person) => (
            <Col key={person.id} xs={24} sm={12} lg={8}>
              <Card size="small" bordered={variant === 'standard'}>
                <Card.Meta
                  avatar={<Avatar size={variant === 'morden' ? 48 : 32}>{person.name[0]}</Avatar>}
                  title={person.name}
                  description={
                    <>
                      <div>{person.company}</div>
                      <div>{person.email}</div>
                      <div>{person.phone}</div>
                    </>
                  }
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
