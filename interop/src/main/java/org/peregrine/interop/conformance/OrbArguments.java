package org.peregrine.interop.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

import org.omg.CORBA.ORB;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * What the conformance mains and the RMI-IIOP mains take after their own options, a picocli mixin:
 * the arguments for {@code ORB.init}, which start with one dash ({@code -ORBInitRef ...}), and
 * {@code --help}.
 */
public final class OrbArguments {

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    @Parameters(paramLabel = "ORB-ARGUMENT", description = "Arguments for ORB.init, such as -ORBInitRef NAME=URL.")
    private List<String> orbArgs = new ArrayList<>();

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    private boolean help;

    /**
     * Initialises the ORB selected by the standard {@code org.omg.CORBA.ORBClass} system property,
     * handing it all system properties (peer-specific settings such as JacORB's {@code OAIAddr}
     * or GlassFish's {@code com.sun.CORBA.ORBServerHost} arrive that way) and the ORB arguments,
     * and prints {@code ORB <class>}.
     *
     * @throws ParameterException if an ORB argument starts with {@code --}: a misspelt option of
     *                            the main, which {@link PeerProcess#commandLine} passes on
     */
    public ORB initOrb() {
        orbArgs.stream().filter(arg -> arg.startsWith("--")).findFirst().ifPresent(option -> {
            throw new ParameterException(command.commandLine(), "Unknown option: '" + option + "'");
        });
        Properties properties = new Properties();
        properties.putAll(System.getProperties());
        ORB orb = ORB.init(orbArgs.toArray(String[]::new), properties);
        System.out.println("ORB " + orb.getClass().getName());
        return orb;
    }
}
