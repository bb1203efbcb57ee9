// Starts DynamoDB Local bound to 127.0.0.1 only. DynamoDBLocal.jar has no host option (its Jetty
// server listens on every interface), so this launcher builds the server from the same command-line
// arguments, sets the host of its connector, then starts it. Compiled once by infra/local/dynamodb.ts.
import com.amazonaws.services.dynamodbv2.local.main.ServerRunner;
import com.amazonaws.services.dynamodbv2.local.server.DynamoDBProxyServer;
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

public class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server jetty = (Server) field.get(proxy);
    for (Connector connector : jetty.getConnectors()) {
      if (connector instanceof ServerConnector) ((ServerConnector) connector).setHost("127.0.0.1");
    }
    proxy.start();
  }
}
