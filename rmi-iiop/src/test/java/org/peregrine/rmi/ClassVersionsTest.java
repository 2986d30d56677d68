package org.peregrine.rmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import javax.rmi.PortableRemoteObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.omg.CORBA.ORB;
import org.peregrine.testsupport.CompiledSources;

/**
 * A value whose class differs between client and server, as Java serialization lets classes
 * evolve (a field added on one side, another removed), read on each side as the other wrote it,
 * through the SendingContext {@code CodeBase} the writer named (Java Language to IDL Mapping
 * §1.4.7): the fields both versions have keep their values, a field the writer lacked keeps its
 * default, a field the reader lacks is dropped; a custom-marshaled class's {@code readObject} runs
 * and its {@code defaultReadObject} reads the fields the writer's version has. Each side's version
 * of the classes is compiled for the test and loaded by a class loader of its own, the one its
 * ORB's threads and the calling thread have as context class loader.
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

    /** The custom data its {@code writeObject} writes after the default fields, in both versions. */
    private static final String CUSTOM_DATA = """
                public transient int pages;
                public transient String signature;
                private void writeObject(java.io.ObjectOutputStream out) throws java.io.IOException {
                    out.defaultWriteObject();
                    out.writeInt(pages);
                    out.writeObject(signature);
                }
                private void readObject(java.io.ObjectInputStream in)
                        throws java.io.IOException, ClassNotFoundException {
                    in.defaultReadObject();
                    pages = in.readInt();
                    signature = (String) in.readObject();
                }
            }
            """;

    private static final String CLIENT_JOURNAL = """
            package evolving;
            public class Journal implements java.io.Serializable {
                private static final long serialVersionUID = 8L;
                public String title;
                public int removedOnTheServer;
            """ + CUSTOM_DATA;

    private static final String SERVER_JOURNAL = """
            package evolving;
            public class Journal implements java.io.Serializable {
                private static final long serialVersionUID = 8L;
                public String title;
                public long addedOnTheServer;
            """ + CUSTOM_DATA;

    @Test
    void shouldReadEachSidesValueByTheOtherSidesDescription(@TempDir Path directory) throws Exception {
        exchange(directory, CLIENT_VERSION, SERVER_VERSION, (calculator, impl, account) -> {
            Object sent = account.getConstructor().newInstance();
            account.getField("owner").set(sent, "Ada");
            account.getField("balance").setInt(sent, 42);
            account.getField("removedOnTheServer").setLong(sent, 99);

            Object back = calculator.echoObject(sent);

            Object received = impl.lastEchoed;
            assertEquals("Ada", received.getClass().getField("owner").get(received));
            assertEquals(42, received.getClass().getField("balance").getInt(received));
            assertNull(received.getClass().getField("addedOnTheServer").get(received), "not sent: its default");

            assertSame(account, back.getClass(), "the client read its own version back");
            assertEquals("Ada", account.getField("owner").get(back));
            assertEquals(42, account.getField("balance").getInt(back));
            assertEquals(0, account.getField("removedOnTheServer").getLong(back), "dropped by the server");
        });
    }

    @Test
    void shouldRunReadObjectOnTheSendersDefaultFieldsWhenACustomClassDiffers(@TempDir Path directory)
            throws Exception {
        exchange(directory, CLIENT_JOURNAL, SERVER_JOURNAL, (calculator, impl, journal) -> {
            Object sent = journal.getConstructor().newInstance();
            journal.getField("title").set(sent, "Notes");
            journal.getField("removedOnTheServer").setInt(sent, 3);
            journal.getField("pages").setInt(sent, 12);
            journal.getField("signature").set(sent, "signed");

            Object back = calculator.echoObject(sent);

            Object received = impl.lastEchoed;
            assertEquals("Notes", received.getClass().getField("title").get(received));
            assertEquals(0L, received.getClass().getField("addedOnTheServer").getLong(received), "not sent");
            assertEquals(12, received.getClass().getField("pages").getInt(received), "the custom data, read");
            assertEquals("signed", received.getClass().getField("signature").get(received));

            assertSame(journal, back.getClass(), "the client read its own version back");
            assertEquals("Notes", journal.getField("title").get(back));
            assertEquals(0, journal.getField("removedOnTheServer").getInt(back), "dropped by the server");
            assertEquals(12, journal.getField("pages").getInt(back));
            assertEquals("signed", journal.getField("signature").get(back));
        });
    }

    /** What a test does with the client's stub, the server's servant and the client's version of the class. */
    @FunctionalInterface
    private interface Exchange {
        void run(Calculator calculator, CalculatorImpl impl, Class<?> clientClass) throws Exception;
    }

    /**
     * Runs {@code exchange} between a server whose loader has {@code serverSource}'s class and a
     * client whose loader has {@code clientSource}'s, both in package {@code evolving}; checks
     * that the server read its own version.
     */
    private static void exchange(Path directory, String clientSource, String serverSource, Exchange exchange)
            throws Exception {
        ClassLoader clientClasses = compiled(clientSource, directory.resolve("client"));
        ClassLoader serverClasses = compiled(serverSource, directory.resolve("server"));
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
            exchange.run(calculator, impl, clientClasses.loadClass("evolving." + CompiledSources.typeName(clientSource)));
            assertSame(serverClasses, impl.lastEchoed.getClass().getClassLoader(), "the server read its own version");
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
        return new URLClassLoader(new URL[] {CompiledSources.compile(output, source).toUri().toURL()},
                ClassVersionsTest.class.getClassLoader());
    }
}
