import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Facts about the service that outlive a process: which rules edition and engine wrote the data. */
@Entity('service_meta')
export class ServiceMeta {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key!: string;

  @Column({ type: 'text' })
  value!: string;
}
