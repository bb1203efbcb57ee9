// Starts DynamoDB Local bound to 127.0.0.1 only. DynamoDBLocal.jar has no host option (its Jetty
// server listens on every interface), so this launcher builds the server from the same command-line
// arguments, sets the host of its connector, then starts it. Compiled once by infra/local/dynamodb.ts.
//
// It also keeps the emulator from parsing its table description for every item: each read and
// write of an item reads the table's TableInfo JSON (its key schema, indexes and SQLite column map,
// 3.5 KB for this table) from SQLite and parses it with Jackson again, a third of the emulator's
// single database thread when seeding (docs/decisions/0059-dynamodb-local-table-description.md). The
// item jobs' mapper is swapped for one that keeps the parsed description of the same JSON bytes:
// a changed description (another table, new indexes, time to live) is other bytes and is parsed.
// Only the item jobs use this mapper; the emulator's table updates parse their own copy.
import com.amazonaws.services.dynamodbv2.local.main.ServerRunner;
import com.amazonaws.services.dynamodbv2.local.server.DynamoDBProxyServer;
import com.amazonaws.services.dynamodbv2.local.shared.access.sqlite.SQLiteDBAccessJob;
import com.amazonaws.services.dynamodbv2.local.shared.access.sqlite.TableSchemaInfo;
import com.amazonaws.services.dynamodbv2.local.shared.mapper.DynamoDBObjectMapper;
import java.io.IOException;
import java.lang.reflect.Field;
import java.util.Arrays;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

public class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    keepParsedTableDescriptions();
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server jetty = (Server) field.get(proxy);
    for (Connector connector : jetty.getConnectors()) {
      if (connector instanceof ServerConnector) ((ServerConnector) connector).setHost("127.0.0.1");
    }
    proxy.start();
  }

  /** The item jobs' mapper, keeping the table descriptions it parsed by their bytes. */
  static final class TableDescriptionMapper extends DynamoDBObjectMapper {
    private static final long serialVersionUID = 1L;
    /** A handful of tables at most: past this the oldest is forgotten. */
    private static final int MAX_KEPT = 16;

    private static final class Kept {
      final byte[] json;
      final TableSchemaInfo info;

      Kept(byte[] json, TableSchemaInfo info) {
        this.json = json;
        this.info = info;
      }
    }

    /** Newest first; replaced whole (copy on write), read without a lock. */
    private transient volatile Kept[] kept = new Kept[0];

    @Override
    public <T> T readValue(byte[] src, Class<T> valueType) throws IOException {
      if (valueType != TableSchemaInfo.class) return super.readValue(src, valueType);
      Kept[] now = kept;
      // a byte-wise comparison (vectorised by the JVM), far cheaper than hashing or parsing
      for (Kept k : now) if (Arrays.equals(k.json, src)) return valueType.cast(k.info);
      TableSchemaInfo info = super.readValue(src, TableSchemaInfo.class);
      Kept[] next = new Kept[Math.min(now.length + 1, MAX_KEPT)];
      next[0] = new Kept(src.clone(), info);
      System.arraycopy(now, 0, next, 1, next.length - 1);
      kept = next;
      return valueType.cast(info);
    }
  }

  /** Puts the keeping mapper in SQLiteDBAccessJob.MAPPER; on any failure the emulator runs as shipped. */
  private static void keepParsedTableDescriptions() {
    try {
      Class.forName(SQLiteDBAccessJob.class.getName(), true, LoopbackDynamoDbLocal.class.getClassLoader());
      Field mapper = SQLiteDBAccessJob.class.getDeclaredField("MAPPER");
      Field theUnsafe = Class.forName("sun.misc.Unsafe").getDeclaredField("theUnsafe");
      theUnsafe.setAccessible(true);
      sun.misc.Unsafe unsafe = (sun.misc.Unsafe) theUnsafe.get(null);
      unsafe.putObjectVolatile(unsafe.staticFieldBase(mapper), unsafe.staticFieldOffset(mapper), new TableDescriptionMapper());
      System.out.println("DynamoDB Local: table descriptions kept once parsed");
    } catch (Throwable e) {
      System.err.println("DynamoDB Local: table descriptions parsed for every item (" + e + ")");
    }
  }
}
