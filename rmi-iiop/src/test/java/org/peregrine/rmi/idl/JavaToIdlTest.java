package org.peregrine.rmi.idl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The IDL java2idl writes: whole files for two small interfaces, then what each part of the
 * mapping gives, what has no IDL here, and the command line. That omniORB's and JacORB's IDL
 * compilers take it, and that their clients then call a Java service, is
 * {@code JavaToIdlInteropTest}'s (interop module).
 */
class JavaToIdlTest {

    private static final String HEADER = "// %s in IDL (OMG Java Language to IDL Mapping 1.3), by Peregrine's java2idl:"
            + " do not edit.\n\n#include \"orb.idl\"\n\n";

    @Test
    void shouldWriteAnInterfaceWithConstantsAttributesAndOperations() {
        assertEquals(HEADER.formatted(IdlSamples.Thermostat.class.getName()) + """
                module org {
                  module peregrine {
                    module rmi {
                      module idl {
                        interface IdlSamples__Thermostat;

                        interface IdlSamples__Thermostat {
                          const long MAX = 40;
                          const wstring UNIT = L"\\u00b0C";
                          attribute double temperature;
                          readonly attribute boolean on;
                          long long add(in long long arg0, in long arg1);
                          void reset();
                        };
                        #pragma ID IdlSamples__Thermostat "RMI:org.peregrine.rmi.idl.IdlSamples\\\\\
                U0024Thermostat:0000000000000000"
                      };
                    };
                  };
                };
                """, JavaToIdl.idl(List.of(IdlSamples.Thermostat.class)));
    }

    @Test
    void shouldWriteValuesSequencesAndExceptionsWithTheIdsTheyTravelWith() {
        assertEquals(HEADER.formatted(IdlSamples.Ledger.class.getName()) + """
                module java {
                  module lang {
                    valuetype _Exception;
                    valuetype Throwable;
                  };
                };
                module org {
                  module peregrine {
                    module rmi {
                      module idl {
                        valuetype IdlSamples__Closed;
                        valuetype IdlSamples__Entry;
                        interface IdlSamples__Ledger;
                      };
                    };
                  };
                  module omg {
                    module boxedRMI {
                      valuetype seq1_long sequence<long>;
                      #pragma ID seq1_long "RMI:[I:0000000000000000"

                      valuetype seq2_long sequence<::org::omg::boxedRMI::seq1_long>;
                      #pragma ID seq2_long "RMI:[[I:0000000000000000"
                    };
                  };
                };
                module java {
                  module lang {
                    custom valuetype Throwable {};
                    #pragma ID Throwable "RMI:java.lang.Throwable:8310F585E1166ACD:D5C635273977B8CB"

                    custom valuetype _Exception : ::java::lang::Throwable {};
                    #pragma ID _Exception "RMI:java.lang.Exception:4C85CB612DC2C5D4:D0FD1F3E1A3B1CC4"
                  };
                };
                module org {
                  module peregrine {
                    module rmi {
                      module idl {
                        custom valuetype IdlSamples__Closed : ::java::lang::_Exception {};
                        #pragma ID IdlSamples__Closed "RMI:org.peregrine.rmi.idl.IdlSamples\\\\\
                U0024Closed:C541A83F0F5CCDCE:0000000000000001"

                        valuetype IdlSamples__Entry {
                          const short VERSION = 2;
                          private long long amount;
                          private long day;
                          public ::CORBA::WStringValue note;
                        };
                        #pragma ID IdlSamples__Entry "RMI:org.peregrine.rmi.idl.IdlSamples\\\\\
                U0024Entry:BB9AAC9C266BF8FE:0000000000000001"

                        exception IdlSamples__ClosedEx {
                          ::org::peregrine::rmi::idl::IdlSamples__Closed value;
                        };
                        #pragma ID IdlSamples__ClosedEx "IDL:org/peregrine/rmi/idl/IdlSamples__ClosedEx:1.0"

                        interface IdlSamples__Ledger {
                          ::org::peregrine::rmi::idl::IdlSamples__Entry record(\
                in ::org::peregrine::rmi::idl::IdlSamples__Entry arg0, in ::org::omg::boxedRMI::seq2_long arg1) \
                raises (::org::peregrine::rmi::idl::IdlSamples__ClosedEx);
                        };
                        #pragma ID IdlSamples__Ledger "RMI:org.peregrine.rmi.idl.IdlSamples\\\\\
                U0024Ledger:0000000000000000"
                      };
                    };
                  };
                };
                """, JavaToIdl.idl(List.of(IdlSamples.Ledger.class)));
    }

    /** §1.3.5: a base before its value; custom-marshaled values with their public state only; a record. */
    @Test
    void shouldWriteInheritedCustomAndExternalizableValues() {
        String idl = JavaToIdl.idl(List.of(IdlSamples.Catalog.class));
        assertContains(idl, """
                valuetype IdlSamples__Base {
                  public long id;
                };""");
        assertContains(idl, """
                custom valuetype IdlSamples__Coded : ::org::peregrine::rmi::idl::IdlSamples__Base {
                  public boolean flag;
                };""");
        assertContains(idl, """
                valuetype IdlSamples__Derived : ::org::peregrine::rmi::idl::IdlSamples__Base {
                  public double weight;
                  private ::CORBA::WStringValue name;
                };""");
        assertContains(idl, "custom valuetype IdlSamples__Sealed {};");
        assertContains(idl, """
                valuetype IdlSamples__Point {
                  private long x;
                  private long y;
                  private ::CORBA::WStringValue label;
                };""");
        assertTrue(idl.indexOf("valuetype IdlSamples__Base {") < idl.indexOf("valuetype IdlSamples__Coded :"), idl);
    }

    /** The mapping's typedefs (§1.3.10), the values that travel for Class and enums, CORBA::Object, object arrays. */
    @Test
    void shouldNameTheSpecialTypesAsTheyTravel() {
        String idl = JavaToIdl.idl(List.of(IdlSamples.Catalog.class));
        assertContains(idl, "::java::lang::_Object take(in ::java::io::Serializable arg0,"
                + " in ::java::io::Externalizable arg1, in ::javax::rmi::CORBA::ClassDesc arg2,"
                + " in ::javax::rmi::CORBA::EnumDesc arg3,"
                + " in ::java::rmi::Remote arg4, in Object arg5, in ::java::util::List arg6,"
                + " in ::org::omg::boxedRMI::java::lang::seq1_Object arg7,"
                + " in ::org::omg::boxedRMI::CORBA::seq1_WStringValue arg8);");
        assertContains(idl, """
                module java {
                  module io {
                    typedef any Externalizable;

                    typedef any Serializable;
                  };
                  module lang {
                    typedef any _Object;
                  };
                  module rmi {
                    typedef Object Remote;
                  };
                };""");
        assertContains(idl, """
                valuetype seq1_Object sequence<::java::lang::_Object>;
                #pragma ID seq1_Object "RMI:[Ljava.lang.Object;:0000000000000000\"""");
        assertContains(idl, """
                valuetype seq1_WStringValue sequence<::CORBA::WStringValue>;
                #pragma ID seq1_WStringValue "RMI:[Ljava.lang.String;:071DA8BE7F971128:A0F0A4387A3BB342\"""");
        assertContains(idl, """
                abstract valuetype List {};
                #pragma ID List "RMI:java.util.List:0000000000000000\"""");
        assertContains(idl, """
                valuetype ClassDesc {
                  private ::CORBA::WStringValue codebase;
                  private ::CORBA::WStringValue repid;
                };
                #pragma ID ClassDesc "RMI:javax.rmi.CORBA.ClassDesc:2BABDA04587ADCCC:CFBF02CF5294176B\"""");
        assertContains(idl, """
                valuetype EnumDesc {
                  public ::CORBA::WStringValue className;
                  public ::CORBA::WStringValue value;
                };""");
    }

    @Test
    void shouldLeaveWhatABaseHasToTheBase() {
        String idl = JavaToIdl.idl(List.of(IdlSamples.Child.class));
        assertContains(idl, """
                interface IdlSamples__Child : ::org::peregrine::rmi::idl::IdlSamples__Thermostat {
                  void pong();
                };""");
        assertTrue(idl.indexOf("interface IdlSamples__Thermostat {") < idl.indexOf("interface IdlSamples__Child :"),
                idl);
    }

    @Test
    void shouldRejectWhatHasNoIdl() {
        assertRejected(IdlSamples.Renamed.class, "IDL cannot rename an inherited operation");
        assertRejected(IdlSamples.GeneratedFromIdl.class, "org.omg.CORBA.Any has no IDL here: it is generated");
        assertRejected(IdlSamples.AbstractParameter.class, "travels as an abstract interface");
        assertRejected(IdlSamples.SerializableArray.class, "java.io.Serializable[] has no IDL here");
        assertRejected(IdlSamples.NotANumber.class, "which has no IDL literal");
        assertRejected(IdlSamples.Entry.class, "is not an RMI/IDL remote interface");
    }

    /** Parameters keep the names a class compiled with {@code -parameters} has, unless one is a type's. */
    @Test
    void shouldNameParametersAsTheClassDoesUnlessANameIsTheNameOfAType(@TempDir Path directory) throws Exception {
        Path sources = Files.createDirectories(directory.resolve("src/sample"));
        Files.writeString(sources.resolve("Price.java"),
                "package sample; public class Price implements java.io.Serializable { public double value; }");
        Files.writeString(sources.resolve("Prices.java"), """
                package sample;
                public interface Prices extends java.rmi.Remote {
                    double total(double amount, int count) throws java.rmi.RemoteException;
                    Price cheapest(Price price, String symbol) throws java.rmi.RemoteException;
                }
                """);
        Path classes = directory.resolve("classes");
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, "-parameters", "-d",
                classes.toString(), sources.resolve("Price.java").toString(),
                sources.resolve("Prices.java").toString()));
        Path idl = directory.resolve("Prices.idl");

        assertEquals(JavaToIdl.WRITTEN, run("-cp", classes.toString(), "-o", idl.toString(), "sample.Prices").status);
        String text = Files.readString(idl);
        assertContains(text, "double total(in double amount, in long count);");
        assertContains(text, "::sample::Price cheapest(in ::sample::Price arg0, in ::CORBA::WStringValue arg1);");
    }

    @Test
    void shouldLeaveAnUnchangedFileAsItIs(@TempDir Path directory) throws Exception {
        Path idl = directory.resolve("Thermostat.idl");
        String name = IdlSamples.Thermostat.class.getName();
        assertEquals(JavaToIdl.WRITTEN, run("-o", idl.toString(), name).status);
        FileTime past = FileTime.fromMillis(0);
        Files.setLastModifiedTime(idl, past);

        assertEquals(JavaToIdl.WRITTEN, run("--output", idl.toString(), name).status);
        assertEquals(past, Files.getLastModifiedTime(idl));
        assertEquals(JavaToIdl.idl(List.of(IdlSamples.Thermostat.class)), Files.readString(idl));
    }

    @Test
    void shouldSayWhatIsWrongWithACommandLine() {
        Run none = run();
        assertEquals(JavaToIdl.USAGE_ERROR, none.status);
        assertContains(none.err, "java2idl: no interface named");
        assertEquals(JavaToIdl.USAGE_ERROR, run("--classes", "x").status);
        assertEquals(JavaToIdl.USAGE_ERROR, run("sample.Prices", "-o").status);
        Run missing = run("no.such.Remote");
        assertEquals(JavaToIdl.FAILED, missing.status);
        assertContains(missing.err, "java2idl: class not found: no.such.Remote");
        Run help = run("--help");
        assertEquals(JavaToIdl.WRITTEN, help.status);
        assertEquals(JavaToIdl.USAGE, help.out);
    }

    private static void assertRejected(Class<?> remote, String reason) {
        IllegalArgumentException rejected = assertThrows(IllegalArgumentException.class,
                () -> JavaToIdl.idl(List.of(remote)));
        assertContains(rejected.getMessage(), reason);
    }

    /** {@code expected} in {@code text}, each of its lines indented there as deep as its first line is. */
    private static void assertContains(String text, String expected) {
        int at = text.indexOf(expected.lines().findFirst().orElseThrow());
        String before = at < 0 ? "" : text.substring(text.lastIndexOf('\n', at) + 1, at);
        String indented = before.isBlank() ? expected.indent(before.length()).stripTrailing() : expected;
        assertTrue(text.contains(indented), "expected\n" + indented + "\nin\n" + text);
    }

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = JavaToIdl.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private record Run(int status, String out, String err) {
    }
}
