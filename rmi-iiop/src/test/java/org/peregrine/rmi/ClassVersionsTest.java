package org.peregrine.rmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.rmi.PortableRemoteObject;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.omg.CORBA.ORB;

/**
 * A value whose class differs between client and server, as Java serialization lets classes
 * evolve (a field added on one side, another removed), read on each side as the other wrote it,
 * through the SendingContext {@code CodeBase} the writer named (Java Language to IDL Mapping
 * §1.4.7): the fields both versions have keep their values, a field the writer lacked keeps its
 * default, a field the reader lacks is dropped. Each side's version of the class is compiled for
 * the test and loaded by a class loader of its own, the one its ORB's threads and the calling
 * thread have as context class loader.
 */
class ClassVersionsTest {

    private static final String CLIENT_VERSION = """
            package evolving;
            public class Account implements java.io.Serializable {
                private static final long serialVersionUID = 7L;
                public String owner;
                public int balance;
                public long removedOnTheServer;
            }
            """;

    private static final String SERVER_VERSION = """
            package evolving;
            public class Account implements java.io.Serializable {
                private static final long serialVersionUID = 7L;
                public String owner;
                public int balance;
                public String addedOnTheServer;
            }
            """;

    @Test
    void shouldReadEachSidesValueByTheOtherSidesDescription(@TempDir Path directory) throws Exception {
        ClassLoader clientClasses = compiled(CLIENT_VERSION, directory.resolve("client"));
        ClassLoader serverClasses = compiled(SERVER_VERSION, directory.resolve("server"));
        ClassLoader before = Thread.currentThread().getContextClassLoader();
        ORB server = null;
        ORB client = null;
        CalculatorImpl impl = new CalculatorImpl();
        try {
            Thread.currentThread().setContextClassLoader(serverClasses);
            server = ORB.init(new String[0], ExportedCalculator.props());
            PortableRemoteObject.exportObject(impl);
            javax.rmi.CORBA.Tie tie = javax.rmi.CORBA.Util.getTie(impl);
            tie.orb(server);
            String ior = server.object_to_string(tie.thisObject());

            Thread.currentThread().setContextClassLoader(clientClasses);
            client = ORB.init(new String[0], ExportedCalculator.props());
            Calculator calculator = (Calculator) PortableRemoteObject.narrow(client.string_to_object(ior),
                    Calculator.class);
            Class<?> account = clientClasses.loadClass("evolving.Account");
            Object sent = account.getConstructor().newInstance();
            account.getField("owner").set(sent, "Ada");
            account.getField("balance").setInt(sent, 42);
            account.getField("removedOnTheServer").setLong(sent, 99);

            Object back = calculator.echoObject(sent);

            Object received = impl.lastEchoed;
            assertSame(serverClasses, received.getClass().getClassLoader(), "the server read its own version");
            assertEquals("Ada", received.getClass().getField("owner").get(received));
            assertEquals(42, received.getClass().getField("balance").getInt(received));
            assertNull(received.getClass().getField("addedOnTheServer").get(received), "not sent: its default");

            assertSame(account, back.getClass(), "the client read its own version back");
            assertEquals("Ada", account.getField("owner").get(back));
            assertEquals(42, account.getField("balance").getInt(back));
            assertEquals(0, account.getField("removedOnTheServer").getLong(back), "dropped by the server");
        } finally {
            Thread.currentThread().setContextClassLoader(before);
            PortableRemoteObject.unexportObject(impl);
            if (client != null) {
                client.destroy();
            }
            if (server != null) {
                server.destroy();
            }
        }
    }

    /** A loader of {@code source}'s class, compiled into {@code output}, below this test's loader. */
    private static ClassLoader compiled(String source, Path output) throws Exception {
        Path file = output.resolve("src/evolving/Account.java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, source);
        Path classes = Files.createDirectories(output.resolve("classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int status = javac.run(null, null, null, "-d", classes.toString(), file.toString());
        assertEquals(0, status, "javac of " + file);
        return new URLClassLoader(new URL[] {classes.toUri().toURL()}, ClassVersionsTest.class.getClassLoader());
    }
}
