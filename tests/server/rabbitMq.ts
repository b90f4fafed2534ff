// Test servers given RABBITMQ_URL use queues named by a prefix of their own: removed when they close,
// so the machine's RabbitMQ does not collect one set of queues per test file.
import amqp from 'amqplib';
import type { ServerConfig } from '../../server/src/config';
import { JOB_QUEUES } from '../../server/src/jobs/jobQueue';

export async function deleteTestQueues(config: Pick<ServerConfig, 'rabbitMqUrl' | 'rabbitMqQueuePrefix'>): Promise<void> {
  if (!config.rabbitMqUrl) return;
  const connection = await amqp.connect(config.rabbitMqUrl);
  try {
    const channel = await connection.createChannel();
    for (const queue of Object.values(JOB_QUEUES)) await channel.deleteQueue(`${config.rabbitMqQueuePrefix}${queue}`);
  } finally {
    await connection.close();
  }
}
